// Starts the files known to run longest first. Jest orders by the durations of the previous run on this machine,
// but a clean clone has none and falls back to file size: a small file that runs every server test on PostgreSQL
// then starts last and runs alone at the end (a 315 s tail in CI). Files with measured durations keep jest's order.
const Sequencer = require('@jest/test-sequencer').default;

/** The longest files of a CI run (12 s or more on two cores with three workers), longest first. */
const LONG_RUNNING = [
  /server\/db\/postgres\/real-server-tests-[^/]+\.test\.ts$/,
  /plugins\/admin\/server\/authorization-matrix\.test\.ts$/,
  /plugins\/subscriptions\/views\/SubscriptionsView\.test\.tsx$/,
  /test\/deploy\/runtime-image\.test\.ts$/,
  /plugins\/admin\/views\/notifications\/NotificationsView\.test\.tsx$/,
  /server\/mail\/outbox-claim\.test\.ts$/,
  /plugins\/subscriptions\/server\/microsoft-licences-api\.test\.ts$/,
  /plugins\/admin\/views\/menus\/MenusView\.test\.tsx$/,
  /server\/db\/postgres\/[^/]+\.test\.ts$/,
  /plugins\/admin\/views\/Customer(Form|sView)\.test\.tsx$/,
  /plugins\/admin\/server\/list-scale\.test\.ts$/,
];

const rank = (test) => {
  const index = LONG_RUNNING.findIndex((pattern) => pattern.test(test.path.replace(/\\/g, '/')));
  return index === -1 ? LONG_RUNNING.length : index;
};

class LongRunningFirst extends Sequencer {
  sort(tests) {
    const sorted = super.sort(tests);
    const unmeasured = sorted.filter((test) => test.duration == null);
    const measured = sorted.filter((test) => test.duration != null);
    // Array.prototype.sort is stable: within a rank the size order stays.
    return [...unmeasured.sort((a, b) => rank(a) - rank(b)), ...measured];
  }
}

module.exports = LongRunningFirst;
