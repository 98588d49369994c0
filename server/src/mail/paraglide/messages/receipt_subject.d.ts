export type LocalizedString = import('../runtime.js').LocalizedString;
export type Receipt_SubjectInputs = {
    number: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Payment receipt for application {number}" |
*
* @param {Receipt_SubjectInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export declare const receipt_subject: ((inputs: Receipt_SubjectInputs, options?: {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Receipt_SubjectInputs, {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}, {}>;
