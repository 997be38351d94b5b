// Runs after the build: checks business.config.ts, as bundled into dist, against the schema and
// stops the build with every bad key named.
import { business, dispatch, meetAndGreet, payments } from '../dist/index.js';
import { checkBusiness, checkDispatch, checkMeetAndGreet, checkPayments } from '../dist/schema.js';

try {
  checkBusiness(business);
  checkMeetAndGreet(meetAndGreet);
  checkPayments(payments);
  checkDispatch(
    dispatch,
    business.vehicles.map((vehicle) => vehicle.id),
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
