// The checkout fields' lengths: the inputs' maxLength and the schema's rule (no zod here, so pages that only show
// the fields do not load it).
export const BUSINESS_NAME_MAX = 150;
export const FISCAL_ADDRESS_MAX = 200;
export const PROMO_CODE_FIELD_LENGTH = 6;
