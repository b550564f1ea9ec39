import { ActionDetail } from './ActionDetail';

/** /action/:id */
export function ActionPage() {
  return <ActionDetail />;
}
