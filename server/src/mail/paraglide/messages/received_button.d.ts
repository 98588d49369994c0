export type LocalizedString = import('../runtime.js').LocalizedString;
export type Received_ButtonInputs = {};
/**
* | output |
* | --- |
* | "Check and pay" |
*
* @param {Received_ButtonInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export declare const received_button: ((inputs?: Received_ButtonInputs, options?: {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Received_ButtonInputs, {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}, {}>;
