export type LocalizedString = import('../runtime.js').LocalizedString;
export type Receipt_TitleInputs = {};
/**
* | output |
* | --- |
* | "Payment receipt" |
*
* @param {Receipt_TitleInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export declare const receipt_title: ((inputs?: Receipt_TitleInputs, options?: {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Receipt_TitleInputs, {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}, {}>;
