export type LocalizedString = import('../runtime.js').LocalizedString;
export type Reuse_SubjectInputs = {};
/**
* | output |
* | --- |
* | "Your link to apply again with your details" |
*
* @param {Reuse_SubjectInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export declare const reuse_subject: ((inputs?: Reuse_SubjectInputs, options?: {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Reuse_SubjectInputs, {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}, {}>;
