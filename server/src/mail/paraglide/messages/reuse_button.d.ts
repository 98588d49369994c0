export type LocalizedString = import('../runtime.js').LocalizedString;
export type Reuse_ButtonInputs = {};
/**
* | output |
* | --- |
* | "Start a new application" |
*
* @param {Reuse_ButtonInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export declare const reuse_button: ((inputs?: Reuse_ButtonInputs, options?: {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Reuse_ButtonInputs, {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}, {}>;
