/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Application_NumberInputs */
/** @typedef {{}} Approved_BodyInputs */
/** @typedef {{ number: NonNullable<unknown> }} Approved_PreviewInputs */
/** @typedef {{ number: NonNullable<unknown> }} Approved_SubjectInputs */
/** @typedef {{}} Approved_TitleInputs */
/** @typedef {{}} Contact_Ack_BodyInputs */
/** @typedef {{}} Contact_Ack_IgnoreInputs */
/** @typedef {{}} Contact_Ack_SubjectInputs */
/** @typedef {{}} Contact_Ack_TitleInputs */
/** @typedef {{}} Correction_ButtonInputs */
/** @typedef {{}} Correction_IntroInputs */
/** @typedef {{}} Correction_No_ReasonInputs */
/** @typedef {{ number: NonNullable<unknown> }} Correction_PreviewInputs */
/** @typedef {{ number: NonNullable<unknown> }} Correction_SubjectInputs */
/** @typedef {{}} Correction_TitleInputs */
/** @typedef {{ label: NonNullable<unknown>, value: NonNullable<unknown> }} FactInputs */
/** @typedef {{ agency: NonNullable<unknown>, email: NonNullable<unknown>, phone: NonNullable<unknown> }} FooterInputs */
/** @typedef {{ name: NonNullable<unknown> }} GreetingInputs */
/** @typedef {{}} Group_Receipt_NextInputs */
/** @typedef {{ count: NonNullable<unknown> }} Group_Receipt_PreviewInputs */
/** @typedef {{ count: NonNullable<unknown> }} Group_Receipt_ReceivedInputs */
/** @typedef {{ count: NonNullable<unknown>, numbers: NonNullable<unknown> }} Group_Receipt_SubjectInputs */
/** @typedef {{}} Group_Receipt_TotalInputs */
/** @typedef {{ number: NonNullable<unknown>, fee: NonNullable<unknown> }} Group_Receipt_TravellerInputs */
/** @typedef {{}} Lost_Evisa_HintInputs */
/** @typedef {{ amount: NonNullable<unknown>, currency: NonNullable<unknown> }} MoneyInputs */
/** @typedef {{}} Receipt_AmountInputs */
/** @typedef {{}} Receipt_Capture_IdInputs */
/** @typedef {{}} Receipt_DateInputs */
/** @typedef {{}} Receipt_NextInputs */
/** @typedef {{}} Receipt_Pdf_Received_FromInputs */
/** @typedef {{}} Receipt_Pdf_ServiceInputs */
/** @typedef {{ number: NonNullable<unknown> }} Receipt_PreviewInputs */
/** @typedef {{}} Receipt_ReceivedInputs */
/** @typedef {{ number: NonNullable<unknown> }} Receipt_SubjectInputs */
/** @typedef {{}} Receipt_TitleInputs */
/** @typedef {{}} Received_ButtonInputs */
/** @typedef {{ fee: NonNullable<unknown> }} Received_How_To_PayInputs */
/** @typedef {{}} Received_Other_DeviceInputs */
/** @typedef {{ number: NonNullable<unknown> }} Received_PreviewInputs */
/** @typedef {{}} Received_SavedInputs */
/** @typedef {{ number: NonNullable<unknown> }} Received_SubjectInputs */
/** @typedef {{}} Received_TitleInputs */
/** @typedef {{}} Rejected_No_ReasonInputs */
/** @typedef {{ number: NonNullable<unknown> }} Rejected_PreviewInputs */
/** @typedef {{}} Rejected_QuestionsInputs */
/** @typedef {{ reason: NonNullable<unknown> }} Rejected_ReasonInputs */
/** @typedef {{}} Rejected_SorryInputs */
/** @typedef {{ number: NonNullable<unknown> }} Rejected_SubjectInputs */
/** @typedef {{}} Rejected_TitleInputs */
/** @typedef {{}} Replaced_BodyInputs */
/** @typedef {{ number: NonNullable<unknown> }} Replaced_PreviewInputs */
/** @typedef {{ number: NonNullable<unknown> }} Replaced_SubjectInputs */
/** @typedef {{}} Replaced_TitleInputs */
/** @typedef {{ expiresAt: NonNullable<unknown> }} Reuse_BodyInputs */
/** @typedef {{}} Reuse_ButtonInputs */
/** @typedef {{}} Reuse_IgnoreInputs */
/** @typedef {{}} Reuse_PreviewInputs */
/** @typedef {{}} Reuse_SubjectInputs */
/** @typedef {{}} Reuse_TitleInputs */
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
export declare const application_number: (inputs: Application_NumberInputs) => LocalizedString;
export declare const approved_body: (inputs: Approved_BodyInputs) => LocalizedString;
export declare const approved_preview: (inputs: Approved_PreviewInputs) => LocalizedString;
export declare const approved_subject: (inputs: Approved_SubjectInputs) => LocalizedString;
export declare const approved_title: (inputs: Approved_TitleInputs) => LocalizedString;
export declare const contact_ack_body: (inputs: Contact_Ack_BodyInputs) => LocalizedString;
export declare const contact_ack_ignore: (inputs: Contact_Ack_IgnoreInputs) => LocalizedString;
export declare const contact_ack_subject: (inputs: Contact_Ack_SubjectInputs) => LocalizedString;
export declare const contact_ack_title: (inputs: Contact_Ack_TitleInputs) => LocalizedString;
export declare const correction_button: (inputs: Correction_ButtonInputs) => LocalizedString;
export declare const correction_intro: (inputs: Correction_IntroInputs) => LocalizedString;
export declare const correction_no_reason: (inputs: Correction_No_ReasonInputs) => LocalizedString;
export declare const correction_preview: (inputs: Correction_PreviewInputs) => LocalizedString;
export declare const correction_subject: (inputs: Correction_SubjectInputs) => LocalizedString;
export declare const correction_title: (inputs: Correction_TitleInputs) => LocalizedString;
export declare const fact: (inputs: FactInputs) => LocalizedString;
export declare const footer: (inputs: FooterInputs) => LocalizedString;
export declare const greeting: (inputs: GreetingInputs) => LocalizedString;
export declare const group_receipt_next: (inputs: Group_Receipt_NextInputs) => LocalizedString;
export declare const group_receipt_preview: (inputs: Group_Receipt_PreviewInputs) => LocalizedString;
export declare const group_receipt_received: (inputs: Group_Receipt_ReceivedInputs) => LocalizedString;
export declare const group_receipt_subject: (inputs: Group_Receipt_SubjectInputs) => LocalizedString;
export declare const group_receipt_total: (inputs: Group_Receipt_TotalInputs) => LocalizedString;
export declare const group_receipt_traveller: (inputs: Group_Receipt_TravellerInputs) => LocalizedString;
export declare const lost_evisa_hint: (inputs: Lost_Evisa_HintInputs) => LocalizedString;
export declare const money: (inputs: MoneyInputs) => LocalizedString;
export declare const receipt_amount: (inputs: Receipt_AmountInputs) => LocalizedString;
export declare const receipt_capture_id: (inputs: Receipt_Capture_IdInputs) => LocalizedString;
export declare const receipt_date: (inputs: Receipt_DateInputs) => LocalizedString;
export declare const receipt_next: (inputs: Receipt_NextInputs) => LocalizedString;
export declare const receipt_pdf_received_from: (inputs: Receipt_Pdf_Received_FromInputs) => LocalizedString;
export declare const receipt_pdf_service: (inputs: Receipt_Pdf_ServiceInputs) => LocalizedString;
export declare const receipt_preview: (inputs: Receipt_PreviewInputs) => LocalizedString;
export declare const receipt_received: (inputs: Receipt_ReceivedInputs) => LocalizedString;
export declare const receipt_subject: (inputs: Receipt_SubjectInputs) => LocalizedString;
export declare const receipt_title: (inputs: Receipt_TitleInputs) => LocalizedString;
export declare const received_button: (inputs: Received_ButtonInputs) => LocalizedString;
export declare const received_how_to_pay: (inputs: Received_How_To_PayInputs) => LocalizedString;
export declare const received_other_device: (inputs: Received_Other_DeviceInputs) => LocalizedString;
export declare const received_preview: (inputs: Received_PreviewInputs) => LocalizedString;
export declare const received_saved: (inputs: Received_SavedInputs) => LocalizedString;
export declare const received_subject: (inputs: Received_SubjectInputs) => LocalizedString;
export declare const received_title: (inputs: Received_TitleInputs) => LocalizedString;
export declare const rejected_no_reason: (inputs: Rejected_No_ReasonInputs) => LocalizedString;
export declare const rejected_preview: (inputs: Rejected_PreviewInputs) => LocalizedString;
export declare const rejected_questions: (inputs: Rejected_QuestionsInputs) => LocalizedString;
export declare const rejected_reason: (inputs: Rejected_ReasonInputs) => LocalizedString;
export declare const rejected_sorry: (inputs: Rejected_SorryInputs) => LocalizedString;
export declare const rejected_subject: (inputs: Rejected_SubjectInputs) => LocalizedString;
export declare const rejected_title: (inputs: Rejected_TitleInputs) => LocalizedString;
export declare const replaced_body: (inputs: Replaced_BodyInputs) => LocalizedString;
export declare const replaced_preview: (inputs: Replaced_PreviewInputs) => LocalizedString;
export declare const replaced_subject: (inputs: Replaced_SubjectInputs) => LocalizedString;
export declare const replaced_title: (inputs: Replaced_TitleInputs) => LocalizedString;
export declare const reuse_body: (inputs: Reuse_BodyInputs) => LocalizedString;
export declare const reuse_button: (inputs: Reuse_ButtonInputs) => LocalizedString;
export declare const reuse_ignore: (inputs: Reuse_IgnoreInputs) => LocalizedString;
export declare const reuse_preview: (inputs: Reuse_PreviewInputs) => LocalizedString;
export declare const reuse_subject: (inputs: Reuse_SubjectInputs) => LocalizedString;
export declare const reuse_title: (inputs: Reuse_TitleInputs) => LocalizedString;
