// Steps 3 and 4 and the request builder: with them comes the phone metadata (libphonenumber, about
// 50 KB gzip), which the first step does not need. The wizard loads this chunk on the visitor's first
// interaction (see ./wizard.tsx), so it is there long before step 3.
export { buildBookingRequest } from './build-booking-request';
export { StepContact } from './step-contact';
export { StepReview } from './step-review';
