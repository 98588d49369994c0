export type LocalizedString = import('../runtime.js').LocalizedString;
export type Lost_Evisa_HintInputs = {};
/**
* | output |
* | --- |
* | "If you lose it, our Lost eVisa page sends it again to this address." |
*
* @param {Lost_Evisa_HintInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export declare const lost_evisa_hint: ((inputs?: Lost_Evisa_HintInputs, options?: {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Lost_Evisa_HintInputs, {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}, {}>;
