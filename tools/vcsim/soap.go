package main

import (
	"bytes"
	stdxml "encoding/xml"
	"fmt"
	"net/http"
	"reflect"

	"github.com/vmware/govmomi/vim25/types"
	"github.com/vmware/govmomi/vim25/xml"
)

// call is what rules.go needs of a SOAP request: the method, its managed object and a few arguments.
type call struct {
	Method     string
	This       types.ManagedObjectReference
	Name       string
	Folder     types.ManagedObjectReference
	TicketType string
}

func parseCall(body []byte) (call, bool) {
	var envelope struct {
		Body struct {
			Method struct {
				XMLName    stdxml.Name
				This       types.ManagedObjectReference `xml:"_this"`
				Name       string                       `xml:"name"`
				Folder     types.ManagedObjectReference `xml:"folder"`
				TicketType string                       `xml:"ticketType"`
			} `xml:",any"`
		} `xml:"Body"`
	}
	if err := stdxml.Unmarshal(body, &envelope); err != nil {
		return call{}, false
	}
	m := envelope.Body.Method
	return call{m.XMLName.Local, m.This, m.Name, m.Folder, m.TicketType}, m.XMLName.Local != ""
}

// The envelope vcsim writes (soapenv prefix, xsi and xsd declared), encoded with govmomi's XML fork, which
// writes xsi:type on polymorphic values as vim25 requires.
type envelope struct {
	XMLName xml.Name `xml:"soapenv:Envelope"`
	Env     string   `xml:"xmlns:soapenv,attr"`
	XSD     string   `xml:"xmlns:xsd,attr"`
	XSI     string   `xml:"xmlns:xsi,attr"`
	Body    soapBody
}

// soapBody names the body element whatever its content's XMLName (which would otherwise win).
type soapBody struct {
	XMLName xml.Name `xml:"soapenv:Body"`
	Content interface{}
}

type methodResult struct {
	XMLName   xml.Name
	Returnval interface{} `xml:"returnval,omitempty"`
}

type soapFault struct {
	XMLName xml.Name `xml:"soapenv:Fault"`
	Code    string   `xml:"faultcode"`
	String  string   `xml:"faultstring"`
	Detail  struct {
		Fault *faultDetail
	} `xml:"detail"`
}

type faultDetail struct {
	Fault types.BaseMethodFault
}

// MarshalXML names the detail element "<Type>Fault" with xsi:type, as vCenter does.
func (d *faultDetail) MarshalXML(e *xml.Encoder, start xml.StartElement) error {
	kind := reflect.TypeOf(d.Fault).Elem().Name()
	start.Name.Local = kind + "Fault"
	start.Attr = append(start.Attr,
		xml.Attr{Name: xml.Name{Local: "xmlns"}, Value: "urn:vim25"},
		xml.Attr{Name: xml.Name{Local: "xsi:type"}, Value: kind})
	return e.EncodeElement(d.Fault, start)
}

func writeEnvelope(w http.ResponseWriter, status int, body interface{}) {
	var out bytes.Buffer
	out.WriteString(xml.Header)
	encoder := xml.NewEncoder(&out)
	err := encoder.Encode(&envelope{
		Env:  "http://schemas.xmlsoap.org/soap/envelope/",
		XSD:  "http://www.w3.org/2001/XMLSchema",
		XSI:  "http://www.w3.org/2001/XMLSchema-instance",
		Body: soapBody{Content: body},
	})
	if err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "text/xml; charset=utf-8")
	w.WriteHeader(status)
	_, _ = w.Write(out.Bytes())
}

// writeResult answers `<MethodResponse><returnval>…`; a nil value answers a void method.
func writeResult(w http.ResponseWriter, method string, value interface{}) {
	writeEnvelope(w, http.StatusOK, &methodResult{
		XMLName:   xml.Name{Space: "urn:vim25", Local: method + "Response"},
		Returnval: value,
	})
}

// writeFault answers a method fault: HTTP 500 with the fault in the detail.
func writeFault(w http.ResponseWriter, fault types.BaseMethodFault) {
	f := &soapFault{Code: "ServerFaultCode", String: fmt.Sprintf("%T", fault)}
	f.Detail.Fault = &faultDetail{fault}
	writeEnvelope(w, http.StatusInternalServerError, f)
}
