export type LocalizedString = import('../runtime.js').LocalizedString;
export type Correction_IntroInputs = {};
/**
* | output |
* | --- |
* | "We checked your application and something needs to be corrected before we can go on:" |
*
* @param {Correction_IntroInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export declare const correction_intro: ((inputs?: Correction_IntroInputs, options?: {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Correction_IntroInputs, {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}, {}>;
