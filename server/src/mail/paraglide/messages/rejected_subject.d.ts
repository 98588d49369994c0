export type LocalizedString = import('../runtime.js').LocalizedString;
export type Rejected_SubjectInputs = {
    number: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Application {number} was not approved" |
*
* @param {Rejected_SubjectInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export declare const rejected_subject: ((inputs: Rejected_SubjectInputs, options?: {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Rejected_SubjectInputs, {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}, {}>;
