export type LocalizedString = import('../runtime.js').LocalizedString;
export type Replaced_BodyInputs = {};
/**
* | output |
* | --- |
* | "The eVisa we sent you earlier had a mistake. The corrected eVisa is attached to this e-mail as a PDF: use this one, and delete or throw away the earlier one." |
*
* @param {Replaced_BodyInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export declare const replaced_body: ((inputs?: Replaced_BodyInputs, options?: {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Replaced_BodyInputs, {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}, {}>;
