export type LocalizedString = import('../runtime.js').LocalizedString;
export type Receipt_ReceivedInputs = {};
/**
* | output |
* | --- |
* | "We received your payment. The receipt is attached as a PDF." |
*
* @param {Receipt_ReceivedInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export declare const receipt_received: ((inputs?: Receipt_ReceivedInputs, options?: {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Receipt_ReceivedInputs, {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}, {}>;
