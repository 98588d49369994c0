export type LocalizedString = import('../runtime.js').LocalizedString;
export type Application_NumberInputs = {};
export type Approved_BodyInputs = {};
export type Approved_PreviewInputs = {
    number: NonNullable<unknown>;
};
export type Approved_SubjectInputs = {
    number: NonNullable<unknown>;
};
export type Approved_TitleInputs = {};
export type Contact_Ack_BodyInputs = {};
export type Contact_Ack_IgnoreInputs = {};
export type Contact_Ack_SubjectInputs = {};
export type Contact_Ack_TitleInputs = {};
export type Correction_ButtonInputs = {};
export type Correction_IntroInputs = {};
export type Correction_No_ReasonInputs = {};
export type Correction_PreviewInputs = {
    number: NonNullable<unknown>;
};
export type Correction_SubjectInputs = {
    number: NonNullable<unknown>;
};
export type Correction_TitleInputs = {};
export type FactInputs = {
    label: NonNullable<unknown>;
    value: NonNullable<unknown>;
};
export type FooterInputs = {
    agency: NonNullable<unknown>;
    email: NonNullable<unknown>;
    phone: NonNullable<unknown>;
};
export type GreetingInputs = {
    name: NonNullable<unknown>;
};
export type Group_Receipt_NextInputs = {};
export type Group_Receipt_PreviewInputs = {
    count: NonNullable<unknown>;
};
export type Group_Receipt_ReceivedInputs = {
    count: NonNullable<unknown>;
};
export type Group_Receipt_SubjectInputs = {
    count: NonNullable<unknown>;
    numbers: NonNullable<unknown>;
};
export type Group_Receipt_TotalInputs = {};
export type Group_Receipt_TravellerInputs = {
    number: NonNullable<unknown>;
    fee: NonNullable<unknown>;
};
export type Lost_Evisa_HintInputs = {};
export type MoneyInputs = {
    amount: NonNullable<unknown>;
    currency: NonNullable<unknown>;
};
export type Receipt_AmountInputs = {};
export type Receipt_Capture_IdInputs = {};
export type Receipt_DateInputs = {};
export type Receipt_NextInputs = {};
export type Receipt_Pdf_Received_FromInputs = {};
export type Receipt_Pdf_ServiceInputs = {};
export type Receipt_PreviewInputs = {
    number: NonNullable<unknown>;
};
export type Receipt_ReceivedInputs = {};
export type Receipt_SubjectInputs = {
    number: NonNullable<unknown>;
};
export type Receipt_TitleInputs = {};
export type Received_ButtonInputs = {};
export type Received_How_To_PayInputs = {
    fee: NonNullable<unknown>;
};
export type Received_Other_DeviceInputs = {};
export type Received_PreviewInputs = {
    number: NonNullable<unknown>;
};
export type Received_SavedInputs = {};
export type Received_SubjectInputs = {
    number: NonNullable<unknown>;
};
export type Received_TitleInputs = {};
export type Rejected_No_ReasonInputs = {};
export type Rejected_PreviewInputs = {
    number: NonNullable<unknown>;
};
export type Rejected_QuestionsInputs = {};
export type Rejected_ReasonInputs = {
    reason: NonNullable<unknown>;
};
export type Rejected_SorryInputs = {};
export type Rejected_SubjectInputs = {
    number: NonNullable<unknown>;
};
export type Rejected_TitleInputs = {};
export type Replaced_BodyInputs = {};
export type Replaced_PreviewInputs = {
    number: NonNullable<unknown>;
};
export type Replaced_SubjectInputs = {
    number: NonNullable<unknown>;
};
export type Replaced_TitleInputs = {};
export type Reuse_BodyInputs = {
    expiresAt: NonNullable<unknown>;
};
export type Reuse_ButtonInputs = {};
export type Reuse_IgnoreInputs = {};
export type Reuse_PreviewInputs = {};
export type Reuse_SubjectInputs = {};
export type Reuse_TitleInputs = {};
/**
* | output |
* | --- |
* | "Application number" |
*
* @param {Application_NumberInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export declare const application_number: ((inputs?: Application_NumberInputs, options?: {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Application_NumberInputs, {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}, {}>;
/**
* | output |
* | --- |
* | "Good news: your Sri Lanka eVisa is approved. It is attached to this e-mail as a PDF. Print it or keep it on your phone, and show it with your passport when y..." |
*
* @param {Approved_BodyInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export declare const approved_body: ((inputs?: Approved_BodyInputs, options?: {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Approved_BodyInputs, {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}, {}>;
/**
* | output |
* | --- |
* | "Your eVisa for application {number}" |
*
* @param {Approved_PreviewInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export declare const approved_preview: ((inputs: Approved_PreviewInputs, options?: {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Approved_PreviewInputs, {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}, {}>;
/**
* | output |
* | --- |
* | "Your eVisa: application {number} is approved" |
*
* @param {Approved_SubjectInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export declare const approved_subject: ((inputs: Approved_SubjectInputs, options?: {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Approved_SubjectInputs, {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}, {}>;
/**
* | output |
* | --- |
* | "Your eVisa is approved" |
*
* @param {Approved_TitleInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export declare const approved_title: ((inputs?: Approved_TitleInputs, options?: {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Approved_TitleInputs, {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}, {}>;
/**
* | output |
* | --- |
* | "Thank you for contacting us. We received a message sent with this e-mail address through the contact form on our website, and we will answer it from our own ..." |
*
* @param {Contact_Ack_BodyInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export declare const contact_ack_body: ((inputs?: Contact_Ack_BodyInputs, options?: {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Ack_BodyInputs, {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}, {}>;
/**
* | output |
* | --- |
* | "If you did not write to us, you can ignore this e-mail." |
*
* @param {Contact_Ack_IgnoreInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export declare const contact_ack_ignore: ((inputs?: Contact_Ack_IgnoreInputs, options?: {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Ack_IgnoreInputs, {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}, {}>;
/**
* | output |
* | --- |
* | "We received your message" |
*
* @param {Contact_Ack_SubjectInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export declare const contact_ack_subject: ((inputs?: Contact_Ack_SubjectInputs, options?: {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Ack_SubjectInputs, {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}, {}>;
/**
* | output |
* | --- |
* | "We received your message" |
*
* @param {Contact_Ack_TitleInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export declare const contact_ack_title: ((inputs?: Contact_Ack_TitleInputs, options?: {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Ack_TitleInputs, {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}, {}>;
/**
* | output |
* | --- |
* | "Correct your application" |
*
* @param {Correction_ButtonInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export declare const correction_button: ((inputs?: Correction_ButtonInputs, options?: {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Correction_ButtonInputs, {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}, {}>;
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
/**
* | output |
* | --- |
* | "Please check your application." |
*
* @param {Correction_No_ReasonInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export declare const correction_no_reason: ((inputs?: Correction_No_ReasonInputs, options?: {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Correction_No_ReasonInputs, {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}, {}>;
/**
* | output |
* | --- |
* | "Application {number} needs a correction" |
*
* @param {Correction_PreviewInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export declare const correction_preview: ((inputs: Correction_PreviewInputs, options?: {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Correction_PreviewInputs, {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}, {}>;
/**
* | output |
* | --- |
* | "Application {number}: a correction is needed" |
*
* @param {Correction_SubjectInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export declare const correction_subject: ((inputs: Correction_SubjectInputs, options?: {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Correction_SubjectInputs, {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}, {}>;
/**
* | output |
* | --- |
* | "A correction is needed" |
*
* @param {Correction_TitleInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export declare const correction_title: ((inputs?: Correction_TitleInputs, options?: {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Correction_TitleInputs, {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}, {}>;
/**
* | output |
* | --- |
* | "{label}: {value}" |
*
* @param {FactInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export declare const fact: ((inputs: FactInputs, options?: {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<FactInputs, {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}, {}>;
/**
* | output |
* | --- |
* | "{agency}, a private agency that helps travellers apply for a Sri Lanka eVisa. Questions: {email} or {phone}." |
*
* @param {FooterInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export declare const footer: ((inputs: FooterInputs, options?: {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<FooterInputs, {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}, {}>;
/**
* | output |
* | --- |
* | "Dear {name}," |
*
* @param {GreetingInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export declare const greeting: ((inputs: GreetingInputs, options?: {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<GreetingInputs, {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}, {}>;
/**
* | output |
* | --- |
* | "We now check each application. Each traveller hears from us at the address given in their application if it needs a correction, and when it is approved (with..." |
*
* @param {Group_Receipt_NextInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export declare const group_receipt_next: ((inputs?: Group_Receipt_NextInputs, options?: {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Group_Receipt_NextInputs, {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}, {}>;
/**
* | output |
* | --- |
* | "Receipt for {count} applications" |
*
* @param {Group_Receipt_PreviewInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export declare const group_receipt_preview: ((inputs: Group_Receipt_PreviewInputs, options?: {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Group_Receipt_PreviewInputs, {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}, {}>;
/**
* | output |
* | --- |
* | "We received your payment for the applications listed below ({count}). The receipt is attached as a PDF." |
*
* @param {Group_Receipt_ReceivedInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export declare const group_receipt_received: ((inputs: Group_Receipt_ReceivedInputs, options?: {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Group_Receipt_ReceivedInputs, {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}, {}>;
/**
* | output |
* | --- |
* | "Payment receipt for {count} applications: {numbers}" |
*
* @param {Group_Receipt_SubjectInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export declare const group_receipt_subject: ((inputs: Group_Receipt_SubjectInputs, options?: {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Group_Receipt_SubjectInputs, {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}, {}>;
/**
* | output |
* | --- |
* | "Total" |
*
* @param {Group_Receipt_TotalInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export declare const group_receipt_total: ((inputs?: Group_Receipt_TotalInputs, options?: {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Group_Receipt_TotalInputs, {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}, {}>;
/**
* | output |
* | --- |
* | "application {number}, {fee}" |
*
* @param {Group_Receipt_TravellerInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export declare const group_receipt_traveller: ((inputs: Group_Receipt_TravellerInputs, options?: {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Group_Receipt_TravellerInputs, {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}, {}>;
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
/**
* | output |
* | --- |
* | "{amount} {currency}" |
*
* @param {MoneyInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export declare const money: ((inputs: MoneyInputs, options?: {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<MoneyInputs, {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}, {}>;
/**
* | output |
* | --- |
* | "Amount" |
*
* @param {Receipt_AmountInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export declare const receipt_amount: ((inputs?: Receipt_AmountInputs, options?: {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Receipt_AmountInputs, {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}, {}>;
/**
* | output |
* | --- |
* | "PayPal capture id" |
*
* @param {Receipt_Capture_IdInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export declare const receipt_capture_id: ((inputs?: Receipt_Capture_IdInputs, options?: {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Receipt_Capture_IdInputs, {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}, {}>;
/**
* | output |
* | --- |
* | "Date" |
*
* @param {Receipt_DateInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export declare const receipt_date: ((inputs?: Receipt_DateInputs, options?: {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Receipt_DateInputs, {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}, {}>;
/**
* | output |
* | --- |
* | "We now check your application. We e-mail you again if it needs a correction from you, and when it is approved (with the eVisa attached) or rejected." |
*
* @param {Receipt_NextInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export declare const receipt_next: ((inputs?: Receipt_NextInputs, options?: {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Receipt_NextInputs, {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}, {}>;
/**
* | output |
* | --- |
* | "Received from" |
*
* @param {Receipt_Pdf_Received_FromInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export declare const receipt_pdf_received_from: ((inputs?: Receipt_Pdf_Received_FromInputs, options?: {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Receipt_Pdf_Received_FromInputs, {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}, {}>;
/**
* | output |
* | --- |
* | "For the Sri Lanka eVisa (ETA) application service." |
*
* @param {Receipt_Pdf_ServiceInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export declare const receipt_pdf_service: ((inputs?: Receipt_Pdf_ServiceInputs, options?: {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Receipt_Pdf_ServiceInputs, {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}, {}>;
/**
* | output |
* | --- |
* | "Receipt for application {number}" |
*
* @param {Receipt_PreviewInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export declare const receipt_preview: ((inputs: Receipt_PreviewInputs, options?: {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Receipt_PreviewInputs, {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}, {}>;
/**
* | output |
* | --- |
* | "We received your payment. The receipt is attached as a PDF." |
*
* @param {Receipt_ReceivedInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export declare const receipt_received: ((inputs?: Receipt_ReceivedInputs, options?: {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Receipt_ReceivedInputs, {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}, {}>;
/**
* | output |
* | --- |
* | "Payment receipt for application {number}" |
*
* @param {Receipt_SubjectInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export declare const receipt_subject: ((inputs: Receipt_SubjectInputs, options?: {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Receipt_SubjectInputs, {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}, {}>;
/**
* | output |
* | --- |
* | "Payment receipt" |
*
* @param {Receipt_TitleInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export declare const receipt_title: ((inputs?: Receipt_TitleInputs, options?: {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Receipt_TitleInputs, {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}, {}>;
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
/**
* | output |
* | --- |
* | "How to pay: the fee is {fee}, paid online with PayPal or a card. Open your application, check it, and choose Pay. Pay at least 4 days before you travel. We c..." |
*
* @param {Received_How_To_PayInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export declare const received_how_to_pay: ((inputs: Received_How_To_PayInputs, options?: {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Received_How_To_PayInputs, {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}, {}>;
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
/**
* | output |
* | --- |
* | "Application {number} received: how to pay" |
*
* @param {Received_SubjectInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export declare const received_subject: ((inputs: Received_SubjectInputs, options?: {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Received_SubjectInputs, {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}, {}>;
/**
* | output |
* | --- |
* | "We received your application" |
*
* @param {Received_TitleInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export declare const received_title: ((inputs?: Received_TitleInputs, options?: {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Received_TitleInputs, {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}, {}>;
/**
* | output |
* | --- |
* | "No reason was given." |
*
* @param {Rejected_No_ReasonInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export declare const rejected_no_reason: ((inputs?: Rejected_No_ReasonInputs, options?: {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Rejected_No_ReasonInputs, {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}, {}>;
/**
* | output |
* | --- |
* | "Application {number} was not approved" |
*
* @param {Rejected_PreviewInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export declare const rejected_preview: ((inputs: Rejected_PreviewInputs, options?: {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Rejected_PreviewInputs, {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}, {}>;
/**
* | output |
* | --- |
* | "Reply to this e-mail or contact us if you have questions; our refund policy is on the website." |
*
* @param {Rejected_QuestionsInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export declare const rejected_questions: ((inputs?: Rejected_QuestionsInputs, options?: {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Rejected_QuestionsInputs, {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}, {}>;
/**
* | output |
* | --- |
* | "Reason: {reason}" |
*
* @param {Rejected_ReasonInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export declare const rejected_reason: ((inputs: Rejected_ReasonInputs, options?: {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Rejected_ReasonInputs, {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}, {}>;
/**
* | output |
* | --- |
* | "We are sorry: your eVisa application was not approved." |
*
* @param {Rejected_SorryInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export declare const rejected_sorry: ((inputs?: Rejected_SorryInputs, options?: {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Rejected_SorryInputs, {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}, {}>;
/**
* | output |
* | --- |
* | "Application {number} was not approved" |
*
* @param {Rejected_SubjectInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export declare const rejected_subject: ((inputs: Rejected_SubjectInputs, options?: {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Rejected_SubjectInputs, {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}, {}>;
/**
* | output |
* | --- |
* | "Your application was not approved" |
*
* @param {Rejected_TitleInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export declare const rejected_title: ((inputs?: Rejected_TitleInputs, options?: {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Rejected_TitleInputs, {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}, {}>;
/**
* | output |
* | --- |
* | "The eVisa we sent you earlier had a mistake. The corrected eVisa is attached to this e-mail as a PDF: use this one, and delete or throw away the earlier one." |
*
* @param {Replaced_BodyInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export declare const replaced_body: ((inputs?: Replaced_BodyInputs, options?: {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Replaced_BodyInputs, {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}, {}>;
/**
* | output |
* | --- |
* | "Your corrected eVisa for application {number}" |
*
* @param {Replaced_PreviewInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export declare const replaced_preview: ((inputs: Replaced_PreviewInputs, options?: {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Replaced_PreviewInputs, {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}, {}>;
/**
* | output |
* | --- |
* | "Your corrected eVisa: application {number}" |
*
* @param {Replaced_SubjectInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export declare const replaced_subject: ((inputs: Replaced_SubjectInputs, options?: {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Replaced_SubjectInputs, {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}, {}>;
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
/**
* | output |
* | --- |
* | "Someone (we hope you) asked to start a new application with the details of an earlier one. This link opens a new application filled with your personal, passp..." |
*
* @param {Reuse_BodyInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export declare const reuse_body: ((inputs: Reuse_BodyInputs, options?: {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Reuse_BodyInputs, {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}, {}>;
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
/**
* | output |
* | --- |
* | "Apply again with your details" |
*
* @param {Reuse_PreviewInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export declare const reuse_preview: ((inputs?: Reuse_PreviewInputs, options?: {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Reuse_PreviewInputs, {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}, {}>;
/**
* | output |
* | --- |
* | "Your link to apply again with your details" |
*
* @param {Reuse_SubjectInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export declare const reuse_subject: ((inputs?: Reuse_SubjectInputs, options?: {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Reuse_SubjectInputs, {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}, {}>;
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
