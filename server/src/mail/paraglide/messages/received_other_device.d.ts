export type LocalizedString = import('../runtime.js').LocalizedString;
export type Received_Other_DeviceInputs = {};
/**
* | output |
* | --- |
* | "On a device you did not apply from, the page asks your passport number and date of birth first." |
*
* @param {Received_Other_DeviceInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export declare const received_other_device: ((inputs?: Received_Other_DeviceInputs, options?: {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Received_Other_DeviceInputs, {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}, {}>;
