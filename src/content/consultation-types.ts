// The consultation form's types, the one vocabulary both the content schemas (which types a service page may name)
// and the form's code (which types have dropdowns) read. Plain constants with no imports, so the schemas need nothing
// from src/lib and the form's browser code pulls in no schema library.

export const CONSULTATION_TYPES = [
  'infrastructure',
  'private-equity',
  'real-estate-dubai',
  'real-estate-india',
] as const;
export type ConsultationType = (typeof CONSULTATION_TYPES)[number];
export const DEFAULT_CONSULTATION_TYPE: ConsultationType = 'infrastructure';

/** The two types whose form adds the Investment Range and Preferred Investment Type dropdowns. */
export const REAL_ESTATE_TYPES = [
  'real-estate-dubai',
  'real-estate-india',
] as const satisfies readonly ConsultationType[];
export type RealEstateType = (typeof REAL_ESTATE_TYPES)[number];
