export type LocalizedString = import('../runtime.js').LocalizedString;
export type Approved_SubjectInputs = {
    number: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Your eVisa: application {number} is approved" |
*
* @param {Approved_SubjectInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export declare const approved_subject: ((inputs: Approved_SubjectInputs, options?: {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Approved_SubjectInputs, {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}, {}>;
