// The e-Tax PDF (decision 0150): the document's own print (Chromium, fonts embedded) with the e-Tax XML attached
// as ETDA-invoice.xml (AFRelationship Alternative, listed in the catalog's /AF) and XMP metadata naming the file
// as PDF/A-3 with ETDA's extension schema (DocumentFileName, DocumentType, Version). It is not validated as a
// conforming PDF/A-3 (no output intent / ICC profile is added): a signing service or the e-Tax by Email service
// re-checks it.
import { AFRelationship, decodePDFRawStream, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { xmlEscape } from '@banchee/domain';

export const ETAX_XML_FILE_NAME = 'ETDA-invoice.xml';

function xmp(title: string, documentType: string, now: Date): string {
  const stamp = now.toISOString();
  return `<?xpacket begin="\uFEFF" id="W5M0MpCehiHzreSzNTczkc9d"?>
<x:xmpmeta xmlns:x="adobe:ns:meta/">
 <rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
  <rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:pdfaid="http://www.aiim.org/pdfa/ns/id/" xmlns:xmp="http://ns.adobe.com/xap/1.0/">
   <dc:format>application/pdf</dc:format>
   <dc:title><rdf:Alt><rdf:li xml:lang="x-default">${xmlEscape(title)}</rdf:li></rdf:Alt></dc:title>
   <xmp:CreateDate>${stamp}</xmp:CreateDate>
   <xmp:ModifyDate>${stamp}</xmp:ModifyDate>
   <pdfaid:part>3</pdfaid:part>
   <pdfaid:conformance>U</pdfaid:conformance>
  </rdf:Description>
  <rdf:Description rdf:about="" xmlns:pdfaExtension="http://www.aiim.org/pdfa/ns/extension/" xmlns:pdfaSchema="http://www.aiim.org/pdfa/ns/schema#" xmlns:pdfaProperty="http://www.aiim.org/pdfa/ns/property#">
   <pdfaExtension:schemas><rdf:Bag><rdf:li rdf:parseType="Resource">
    <pdfaSchema:schema>Electronic Tax Invoice PDFA Extension Schema</pdfaSchema:schema>
    <pdfaSchema:namespaceURI>urn:etda:uncefact:data:standard:Invoice_CrossIndustryInvoice:2#</pdfaSchema:namespaceURI>
    <pdfaSchema:prefix>rsm</pdfaSchema:prefix>
    <pdfaSchema:property><rdf:Seq>
     <rdf:li rdf:parseType="Resource"><pdfaProperty:name>DocumentFileName</pdfaProperty:name><pdfaProperty:valueType>Text</pdfaProperty:valueType><pdfaProperty:category>external</pdfaProperty:category><pdfaProperty:description>Name of the embedded XML invoice file</pdfaProperty:description></rdf:li>
     <rdf:li rdf:parseType="Resource"><pdfaProperty:name>DocumentType</pdfaProperty:name><pdfaProperty:valueType>Text</pdfaProperty:valueType><pdfaProperty:category>external</pdfaProperty:category><pdfaProperty:description>Type of the document</pdfaProperty:description></rdf:li>
     <rdf:li rdf:parseType="Resource"><pdfaProperty:name>Version</pdfaProperty:name><pdfaProperty:valueType>Text</pdfaProperty:valueType><pdfaProperty:category>external</pdfaProperty:category><pdfaProperty:description>Version of the ETDA XML data</pdfaProperty:description></rdf:li>
    </rdf:Seq></pdfaSchema:property>
   </rdf:li></rdf:Bag></pdfaExtension:schemas>
  </rdf:Description>
  <rdf:Description rdf:about="" xmlns:rsm="urn:etda:uncefact:data:standard:Invoice_CrossIndustryInvoice:2#">
   <rsm:DocumentFileName>${ETAX_XML_FILE_NAME}</rsm:DocumentFileName>
   <rsm:DocumentType>${xmlEscape(documentType)}</rsm:DocumentType>
   <rsm:Version>2.0</rsm:Version>
  </rdf:Description>
 </rdf:RDF>
</x:xmpmeta>
<?xpacket end="w"?>`;
}

/** The print with the XML inside; `documentType` is the ETDA name (e.g. TAXINVOICE, RECEIPT, CREDIT_NOTE). */
export async function embedETaxXml(
  pdf: Uint8Array,
  xml: string,
  options: { title: string; documentType: string; now: Date },
): Promise<Uint8Array<ArrayBuffer>> {
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  await doc.attach(new TextEncoder().encode(xml), ETAX_XML_FILE_NAME, {
    mimeType: 'text/xml',
    description: 'e-Tax invoice XML (ETDA ER3-2560 v2.0)',
    creationDate: options.now,
    modificationDate: options.now,
    afRelationship: AFRelationship.Alternative,
  });
  doc.setTitle(options.title);
  doc.setProducer('Banchee');
  doc.setCreationDate(options.now);
  doc.setModificationDate(options.now);
  const metadata = doc.context.stream(
    new TextEncoder().encode(xmp(options.title, options.documentType, options.now)),
    {
      Type: 'Metadata',
      Subtype: 'XML',
    },
  );
  doc.catalog.set(PDFName.of('Metadata'), doc.context.register(metadata));
  return new Uint8Array(await doc.save({ useObjectStreams: false }));
}

/** The attached XML of an e-Tax PDF (tests, and anyone checking a file). */
export async function attachedETaxXml(pdf: Uint8Array): Promise<string | null> {
  const doc = await PDFDocument.load(pdf);
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (
      object instanceof PDFRawStream &&
      object.dict.get(PDFName.of('Type'))?.toString() === '/EmbeddedFile'
    ) {
      return new TextDecoder().decode(decodePDFRawStream(object).decode());
    }
  }
  return null;
}
