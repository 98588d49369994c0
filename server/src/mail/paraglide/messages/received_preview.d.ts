export type LocalizedString = import('../runtime.js').LocalizedString;
export type Received_PreviewInputs = {
    number: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Application {number} received" |
*
* @param {Received_PreviewInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export declare const received_preview: ((inputs: Received_PreviewInputs, options?: {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Received_PreviewInputs, {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}, {}>;
