export type LocalizedString = import('../runtime.js').LocalizedString;
export type Reuse_IgnoreInputs = {};
/**
* | output |
* | --- |
* | "If you did not ask for this, ignore this e-mail: nothing has been shared." |
*
* @param {Reuse_IgnoreInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export declare const reuse_ignore: ((inputs?: Reuse_IgnoreInputs, options?: {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Reuse_IgnoreInputs, {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}, {}>;
