export type LocalizedString = import('../runtime.js').LocalizedString;
export type Receipt_NextInputs = {};
/**
* | output |
* | --- |
* | "We now check your application. We e-mail you again if it needs a correction from you, and when it is approved (with the eVisa attached) or rejected." |
*
* @param {Receipt_NextInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export declare const receipt_next: ((inputs?: Receipt_NextInputs, options?: {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Receipt_NextInputs, {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}, {}>;
