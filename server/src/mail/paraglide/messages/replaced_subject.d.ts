export type LocalizedString = import('../runtime.js').LocalizedString;
export type Replaced_SubjectInputs = {
    number: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Your corrected eVisa: application {number}" |
*
* @param {Replaced_SubjectInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export declare const replaced_subject: ((inputs: Replaced_SubjectInputs, options?: {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Replaced_SubjectInputs, {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}, {}>;
