// The sheet's form sections for another feature's page (the back office's paper-sheet entry): apart from index.ts so
// that pages importing the complaints' plain helpers do not load the form's controls.
export { ComplaintClaimSections } from "./complaint-claim-sections.tsx";
export { ComplaintConsumerSection } from "./complaint-consumer-section.tsx";
export { fieldId } from "./complaint-fields.tsx";
