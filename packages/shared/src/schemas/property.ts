// The property object of docs/product/properties.md#the-property-object, by concern: its shape
// (property-schema.ts), the form and API rules (validate-property.ts), reading back and repairing
// stored objects (parse-stored-property.ts) and the address and search text
// (property-search-text.ts). Importers use this one entry point.

export * from './parse-stored-property.ts';
export * from './property-schema.ts';
export * from './property-search-text.ts';
export * from './validate-property.ts';
