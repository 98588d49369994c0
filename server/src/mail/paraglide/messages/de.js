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


export const application_number = /** @type {(inputs: Application_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Antragsnummer`)
};

export const approved_body = /** @type {(inputs: Approved_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gute Nachricht: Ihr eVisum für Sri Lanka ist genehmigt. Es ist dieser E-Mail als PDF angehängt. Drucken Sie es aus oder speichern Sie es auf Ihrem Telefon, und zeigen Sie es bei der Einreise zusammen mit Ihrem Reisepass vor.`)
};

export const approved_preview = /** @type {(inputs: Approved_PreviewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ihr eVisum zu Antrag ${i?.number}`)
};

export const approved_subject = /** @type {(inputs: Approved_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ihr eVisum: Antrag ${i?.number} ist genehmigt`)
};

export const approved_title = /** @type {(inputs: Approved_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihr eVisum ist genehmigt`)
};

export const contact_ack_body = /** @type {(inputs: Contact_Ack_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vielen Dank für Ihre Nachricht. Über das Kontaktformular unserer Website haben wir eine Nachricht mit dieser E-Mail-Adresse erhalten und werden sie in Kürze von unserer eigenen Adresse aus beantworten.`)
};

export const contact_ack_ignore = /** @type {(inputs: Contact_Ack_IgnoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Falls Sie uns nicht geschrieben haben, können Sie diese E-Mail ignorieren.`)
};

export const contact_ack_subject = /** @type {(inputs: Contact_Ack_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wir haben Ihre Nachricht erhalten`)
};

export const contact_ack_title = /** @type {(inputs: Contact_Ack_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wir haben Ihre Nachricht erhalten`)
};

export const correction_button = /** @type {(inputs: Correction_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Antrag korrigieren`)
};

export const correction_intro = /** @type {(inputs: Correction_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wir haben Ihren Antrag geprüft. Bevor wir fortfahren können, muss Folgendes korrigiert werden:`)
};

export const correction_no_reason = /** @type {(inputs: Correction_No_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bitte prüfen Sie Ihren Antrag.`)
};

export const correction_preview = /** @type {(inputs: Correction_PreviewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Antrag ${i?.number} muss korrigiert werden`)
};

export const correction_subject = /** @type {(inputs: Correction_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Antrag ${i?.number}: Eine Korrektur ist erforderlich`)
};

export const correction_title = /** @type {(inputs: Correction_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eine Korrektur ist erforderlich`)
};

export const fact = /** @type {(inputs: FactInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label}: ${i?.value}`)
};

export const footer = /** @type {(inputs: FooterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.agency} ist eine private Agentur, die Reisende bei der Beantragung eines eVisums für Sri Lanka unterstützt. Fragen: ${i?.email} oder ${i?.phone}.`)
};

export const greeting = /** @type {(inputs: GreetingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Guten Tag ${i?.name},`)
};

export const group_receipt_next = /** @type {(inputs: Group_Receipt_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wir prüfen nun jeden Antrag. Jede reisende Person erhält von uns eine E-Mail an die in ihrem Antrag angegebene Adresse, falls eine Korrektur nötig ist, und sobald der Antrag genehmigt (mit dem eVisum im Anhang) oder abgelehnt wurde.`)
};

export const group_receipt_preview = /** @type {(inputs: Group_Receipt_PreviewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Beleg für ${i?.count} Anträge`)
};

export const group_receipt_received = /** @type {(inputs: Group_Receipt_ReceivedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Wir haben Ihre Zahlung für die unten aufgeführten Anträge (${i?.count}) erhalten. Der Beleg ist als PDF angehängt.`)
};

export const group_receipt_subject = /** @type {(inputs: Group_Receipt_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Zahlungsbeleg für ${i?.count} Anträge: ${i?.numbers}`)
};

export const group_receipt_total = /** @type {(inputs: Group_Receipt_TotalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gesamtbetrag`)
};

export const group_receipt_traveller = /** @type {(inputs: Group_Receipt_TravellerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Antrag ${i?.number}, ${i?.fee}`)
};

export const lost_evisa_hint = /** @type {(inputs: Lost_Evisa_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sollten Sie es verlieren, können Sie es sich über unsere Seite „eVisum verloren“ erneut an diese Adresse senden lassen.`)
};

export const money = /** @type {(inputs: MoneyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} ${i?.currency}`)
};

export const receipt_amount = /** @type {(inputs: Receipt_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Betrag`)
};

export const receipt_capture_id = /** @type {(inputs: Receipt_Capture_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PayPal-Transaktionsnummer`)
};

export const receipt_date = /** @type {(inputs: Receipt_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Datum`)
};

export const receipt_next = /** @type {(inputs: Receipt_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wir prüfen nun Ihren Antrag. Wir schreiben Ihnen erneut, falls eine Korrektur durch Sie nötig ist, und sobald der Antrag genehmigt (mit dem eVisum im Anhang) oder abgelehnt wurde.`)
};

export const receipt_pdf_received_from = /** @type {(inputs: Receipt_Pdf_Received_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erhalten von`)
};

export const receipt_pdf_service = /** @type {(inputs: Receipt_Pdf_ServiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Für den Service zur Beantragung des eVisums (ETA) für Sri Lanka.`)
};

export const receipt_preview = /** @type {(inputs: Receipt_PreviewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Beleg für Antrag ${i?.number}`)
};

export const receipt_received = /** @type {(inputs: Receipt_ReceivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wir haben Ihre Zahlung erhalten. Der Beleg ist als PDF angehängt.`)
};

export const receipt_subject = /** @type {(inputs: Receipt_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Zahlungsbeleg für Antrag ${i?.number}`)
};

export const receipt_title = /** @type {(inputs: Receipt_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zahlungsbeleg`)
};

export const received_button = /** @type {(inputs: Received_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prüfen und bezahlen`)
};

export const received_how_to_pay = /** @type {(inputs: Received_How_To_PayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`So bezahlen Sie: Die Gebühr beträgt ${i?.fee} und wird online mit PayPal oder einer Karte bezahlt. Öffnen Sie Ihren Antrag, prüfen Sie ihn und wählen Sie „Bezahlen“. Bitte bezahlen Sie spätestens 4 Tage vor Ihrer Reise. Sobald die Zahlung eingegangen ist, prüfen wir Ihren Antrag und senden das eVisum an diese Adresse.`)
};

export const received_other_device = /** @type {(inputs: Received_Other_DeviceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Auf einem anderen Gerät als dem, mit dem Sie den Antrag gestellt haben, fragt die Seite zuerst nach Ihrer Reisepassnummer und Ihrem Geburtsdatum.`)
};

export const received_preview = /** @type {(inputs: Received_PreviewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Antrag ${i?.number} eingegangen`)
};

export const received_saved = /** @type {(inputs: Received_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vielen Dank. Ihr Antrag auf ein eVisum für Sri Lanka ist gespeichert. Bitte bewahren Sie die Antragsnummer auf:`)
};

export const received_subject = /** @type {(inputs: Received_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Antrag ${i?.number} eingegangen: So bezahlen Sie`)
};

export const received_title = /** @type {(inputs: Received_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wir haben Ihren Antrag erhalten`)
};

export const rejected_no_reason = /** @type {(inputs: Rejected_No_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Es wurde keine Begründung angegeben.`)
};

export const rejected_preview = /** @type {(inputs: Rejected_PreviewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Antrag ${i?.number} wurde nicht genehmigt`)
};

export const rejected_questions = /** @type {(inputs: Rejected_QuestionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bei Fragen antworten Sie bitte auf diese E-Mail oder wenden Sie sich an uns; unsere Erstattungsbedingungen finden Sie auf der Website.`)
};

export const rejected_reason = /** @type {(inputs: Rejected_ReasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Begründung: ${i?.reason}`)
};

export const rejected_sorry = /** @type {(inputs: Rejected_SorryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Es tut uns leid: Ihr Antrag auf ein eVisum wurde nicht genehmigt.`)
};

export const rejected_subject = /** @type {(inputs: Rejected_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Antrag ${i?.number} wurde nicht genehmigt`)
};

export const rejected_title = /** @type {(inputs: Rejected_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihr Antrag wurde nicht genehmigt`)
};

export const replaced_body = /** @type {(inputs: Replaced_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das eVisum, das wir Ihnen zuvor gesendet haben, enthielt einen Fehler. Das berichtigte eVisum ist dieser E-Mail als PDF angehängt: Bitte verwenden Sie dieses und löschen oder vernichten Sie das frühere.`)
};

export const replaced_preview = /** @type {(inputs: Replaced_PreviewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ihr berichtigtes eVisum zu Antrag ${i?.number}`)
};

export const replaced_subject = /** @type {(inputs: Replaced_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ihr berichtigtes eVisum: Antrag ${i?.number}`)
};

export const replaced_title = /** @type {(inputs: Replaced_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihr berichtigtes eVisum`)
};

export const reuse_body = /** @type {(inputs: Reuse_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Jemand (hoffentlich Sie) hat darum gebeten, einen neuen Antrag mit den Angaben eines früheren Antrags zu beginnen. Dieser Link öffnet einen neuen Antrag, in dem Ihre persönlichen Angaben, Ihre Passdaten und Ihre Kontaktdaten bereits ausgefüllt sind. Er funktioniert einmal, bis ${i?.expiresAt}.`)
};

export const reuse_button = /** @type {(inputs: Reuse_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neuen Antrag beginnen`)
};

export const reuse_ignore = /** @type {(inputs: Reuse_IgnoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Falls Sie dies nicht angefordert haben, ignorieren Sie diese E-Mail bitte: Es wurden keine Daten weitergegeben.`)
};

export const reuse_preview = /** @type {(inputs: Reuse_PreviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erneut beantragen mit Ihren Angaben`)
};

export const reuse_subject = /** @type {(inputs: Reuse_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihr Link für einen neuen Antrag mit Ihren Angaben`)
};

export const reuse_title = /** @type {(inputs: Reuse_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erneut beantragen mit Ihren Angaben`)
};