export type LocalizedString = import('../runtime.js').LocalizedString;
export type Receipt_AmountInputs = {};
/**
* | output |
* | --- |
* | "Amount" |
*
* @param {Receipt_AmountInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export declare const receipt_amount: ((inputs?: Receipt_AmountInputs, options?: {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Receipt_AmountInputs, {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}, {}>;
