import type { Migration } from '../../../server/plugin-api';

/**
 * Surveys of a customer and each user's answers to them (one row per survey and user: a draft until submitted).
 * Ids never change: deployed databases recorded them under these names.
 */
export const migrations: readonly Migration[] = [
  {
    id: 'surveys-001',
    sql: `
CREATE TABLE surveys (
  id TEXT PRIMARY KEY,
  customer_id TEXT NOT NULL,
  code TEXT NOT NULL,
  title TEXT NOT NULL CHECK (json_valid(title)),              -- { en, nl }
  description TEXT CHECK (description IS NULL OR json_valid(description)),
  questions TEXT NOT NULL CHECK (json_valid(questions)),      -- [{ id, type, label, required, options? }]
  sort_order INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX surveys_customer ON surveys(customer_id, sort_order);
CREATE TABLE survey_responses (
  survey_id TEXT NOT NULL,
  user_id TEXT NOT NULL,
  customer_id TEXT NOT NULL,
  answers TEXT NOT NULL CHECK (json_valid(answers)),
  status TEXT NOT NULL CHECK (status IN ('draft', 'completed')),
  updated_at TEXT NOT NULL,
  completed_at TEXT,
  PRIMARY KEY (survey_id, user_id)
);
`,
  },
  {
    // Provider administrators maintain surveys as records (the code is the provider's id) and open and close them:
    // a draft is not shown to the customer yet, a closed survey is shown but takes no more answers.
    id: 'surveys-002',
    sql: `
ALTER TABLE surveys ADD COLUMN state TEXT NOT NULL DEFAULT 'open' CHECK (state IN ('draft', 'open', 'closed'));
CREATE UNIQUE INDEX surveys_code ON surveys(customer_id, code);
`,
  },
];
