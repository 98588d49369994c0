export type LocalizedString = import('../runtime.js').LocalizedString;
export type Reuse_TitleInputs = {};
/**
* | output |
* | --- |
* | "Apply again with your details" |
*
* @param {Reuse_TitleInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export declare const reuse_title: ((inputs?: Reuse_TitleInputs, options?: {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Reuse_TitleInputs, {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}, {}>;
