// Package snapforge is a client of Snapforge's REST API: the HTTP call, written by hand; api.go holds the types
// and a method per operation, generated from openapi.json by generate.py.
package snapforge

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"mime/multipart"
	"net/http"
	"net/url"
	"reflect"
	"sort"
	"strconv"
	"strings"
)

// Client calls the API at BaseURL (e.g. http://localhost:3000) with an API key.
type Client struct {
	BaseURL    string
	Token      string
	HTTPClient *http.Client
}

// New is a client of the server at baseURL, authenticated by token.
func New(baseURL, token string) *Client {
	return &Client{BaseURL: strings.TrimRight(baseURL, "/"), Token: token, HTTPClient: http.DefaultClient}
}

// APIError is a refusal of the API: its HTTP status, its `message`, and its field `errors` when it gave them.
type APIError struct {
	Status  int
	Message string
	Errors  map[string][]string
}

func (e *APIError) Error() string {
	return fmt.Sprintf("snapforge: %d %s", e.Status, e.Message)
}

// Ptr is a pointer to v, for the optional fields of requests: snapforge.Ptr("Hello").
func Ptr[T any](v T) *T {
	return &v
}

// Form is a multipart/form-data body (uploads, imports): text fields and files.
type Form struct {
	Fields map[string]string
	Files  []FormFile
}

// FormFile is one file of a Form: the field it is sent as, its file name, content type and bytes.
type FormFile struct {
	Field       string
	Name        string
	ContentType string
	Data        []byte
}

// Download is a stored file's bytes (a snap's media_url), read from this server's /files.
func (c *Client) Download(ctx context.Context, mediaURL string) ([]byte, error) {
	u, err := url.Parse(mediaURL)
	if err != nil {
		return nil, err
	}
	return c.bytes(ctx, "GET", u.EscapedPath(), nil, nil, nil)
}

// query holds a call's required query parameters by name; its optional ones come in an options struct.
type query map[string]any

func (c *Client) call(ctx context.Context, method, path string, q query, options, body, out any) error {
	raw, err := c.bytes(ctx, method, path, q, options, body)
	if err != nil {
		return err
	}
	return json.Unmarshal(raw, out)
}

func (c *Client) bytes(ctx context.Context, method, path string, q query, options, body any) ([]byte, error) {
	target := c.BaseURL + path
	encoded, err := encodeQuery(q, options)
	if err != nil {
		return nil, err
	}
	if encoded != "" {
		target += "?" + encoded
	}
	reader, kind, err := encodeBody(body)
	if err != nil {
		return nil, err
	}
	request, err := http.NewRequestWithContext(ctx, method, target, reader)
	if err != nil {
		return nil, err
	}
	request.Header.Set("Authorization", "Bearer "+c.Token)
	request.Header.Set("Accept", "application/json")
	if kind != "" {
		request.Header.Set("Content-Type", kind)
	}
	response, err := c.HTTPClient.Do(request)
	if err != nil {
		return nil, err
	}
	defer response.Body.Close()
	payload, err := io.ReadAll(response.Body)
	if err != nil {
		return nil, err
	}
	if response.StatusCode >= 400 {
		refusal := &APIError{Status: response.StatusCode, Message: "HTTP " + strconv.Itoa(response.StatusCode)}
		var answer struct {
			Message string              `json:"message"`
			Errors  map[string][]string `json:"errors"`
		}
		if json.Unmarshal(payload, &answer) == nil && answer.Message != "" {
			refusal.Message, refusal.Errors = answer.Message, answer.Errors
		}
		return nil, refusal
	}
	return payload, nil
}

func encodeBody(body any) (io.Reader, string, error) {
	if form, ok := body.(*Form); ok && form != nil {
		var buffer bytes.Buffer
		writer := multipart.NewWriter(&buffer)
		for name, value := range form.Fields {
			if err := writer.WriteField(name, value); err != nil {
				return nil, "", err
			}
		}
		for _, file := range form.Files {
			header := make(map[string][]string)
			header["Content-Disposition"] = []string{fmt.Sprintf(`form-data; name=%q; filename=%q`, file.Field, file.Name)}
			header["Content-Type"] = []string{file.ContentType}
			part, err := writer.CreatePart(header)
			if err != nil {
				return nil, "", err
			}
			if _, err := part.Write(file.Data); err != nil {
				return nil, "", err
			}
		}
		if err := writer.Close(); err != nil {
			return nil, "", err
		}
		return &buffer, writer.FormDataContentType(), nil
	}
	if body == nil || reflect.ValueOf(body).IsNil() {
		return nil, "", nil
	}
	data, err := json.Marshal(body)
	return bytes.NewReader(data), "application/json", err
}

// encodeQuery writes parameters as the API reads them: lists of objects as `name[0][key]=value`. They go through
// JSON first, so the options struct gives its JSON names and leaves out what is nil.
func encodeQuery(q query, options any) (string, error) {
	all := map[string]any{}
	for _, part := range []any{q, options} {
		data, err := json.Marshal(part)
		if err != nil {
			return "", err
		}
		if err := json.Unmarshal(data, &all); err != nil {
			return "", err
		}
	}
	values := url.Values{}
	for name, value := range all {
		addQuery(values, name, value)
	}
	return values.Encode(), nil
}

func addQuery(values url.Values, name string, value any) {
	switch v := value.(type) {
	case nil:
	case []any:
		for i, item := range v {
			if record, ok := item.(map[string]any); ok {
				keys := make([]string, 0, len(record))
				for key := range record {
					keys = append(keys, key)
				}
				sort.Strings(keys)
				for _, key := range keys {
					values.Add(fmt.Sprintf("%s[%d][%s]", name, i, key), scalar(record[key]))
				}
			} else {
				values.Add(name, scalar(item))
			}
		}
	default:
		values.Add(name, scalar(v))
	}
}

func scalar(v any) string {
	if number, ok := v.(float64); ok {
		return strconv.FormatFloat(number, 'f', -1, 64)
	}
	return fmt.Sprint(v)
}

func pathParam(v any) string {
	return url.PathEscape(fmt.Sprint(v))
}

// decodeOneOf sets the first of targets (pointers to a union's fields) that the JSON fits exactly.
func decodeOneOf(data []byte, targets ...any) error {
	for _, target := range targets {
		fresh := reflect.New(reflect.TypeOf(target).Elem())
		decoder := json.NewDecoder(bytes.NewReader(data))
		decoder.DisallowUnknownFields()
		if decoder.Decode(fresh.Interface()) == nil {
			reflect.ValueOf(target).Elem().Set(fresh.Elem())
			return nil
		}
	}
	return errors.New("snapforge: the answer fits none of its schema's shapes: " + string(data))
}

// encodeOneOf writes the first of a union's fields that is set.
func encodeOneOf(values ...any) ([]byte, error) {
	for _, value := range values {
		if v := reflect.ValueOf(value); v.IsValid() && !v.IsNil() {
			return json.Marshal(value)
		}
	}
	return []byte("null"), nil
}
