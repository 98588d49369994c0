export type LocalizedString = import('../runtime.js').LocalizedString;
export type Received_SavedInputs = {};
/**
* | output |
* | --- |
* | "Thank you. Your Sri Lanka eVisa application is saved. Keep its number:" |
*
* @param {Received_SavedInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export declare const received_saved: ((inputs?: Received_SavedInputs, options?: {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Received_SavedInputs, {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}, {}>;
