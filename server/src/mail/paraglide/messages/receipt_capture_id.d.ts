export type LocalizedString = import('../runtime.js').LocalizedString;
export type Receipt_Capture_IdInputs = {};
/**
* | output |
* | --- |
* | "PayPal capture id" |
*
* @param {Receipt_Capture_IdInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export declare const receipt_capture_id: ((inputs?: Receipt_Capture_IdInputs, options?: {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Receipt_Capture_IdInputs, {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}, {}>;
