export type LocalizedString = import('../runtime.js').LocalizedString;
export type Replaced_TitleInputs = {};
/**
* | output |
* | --- |
* | "Your corrected eVisa" |
*
* @param {Replaced_TitleInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export declare const replaced_title: ((inputs?: Replaced_TitleInputs, options?: {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Replaced_TitleInputs, {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}, {}>;
