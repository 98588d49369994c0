export type LocalizedString = import('../runtime.js').LocalizedString;
export type Receipt_DateInputs = {};
/**
* | output |
* | --- |
* | "Date" |
*
* @param {Receipt_DateInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export declare const receipt_date: ((inputs?: Receipt_DateInputs, options?: {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Receipt_DateInputs, {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}, {}>;
