export type LocalizedString = import('../runtime.js').LocalizedString;
export type Rejected_SorryInputs = {};
/**
* | output |
* | --- |
* | "We are sorry: your eVisa application was not approved." |
*
* @param {Rejected_SorryInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export declare const rejected_sorry: ((inputs?: Rejected_SorryInputs, options?: {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Rejected_SorryInputs, {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}, {}>;
