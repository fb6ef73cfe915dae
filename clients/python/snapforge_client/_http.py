"""The hand-written part of the client: one HTTP call with the standard library (urllib, json)."""

import json
import urllib.error
import urllib.parse
import urllib.request
import uuid


class SnapforgeError(Exception):
    """A refusal of the API: its HTTP status, its `message`, and its field `errors` when it gave them."""

    def __init__(self, status, message, errors=None):
        super().__init__(message)
        self.status = status
        self.message = message
        self.errors = errors or {}


def _query(params):
    """Query parameters as the API reads them: lists of objects as `name[0][key]=value`."""
    pairs = []
    for name, value in params.items():
        if value is None:
            continue
        if isinstance(value, (list, tuple)) and value and isinstance(value[0], dict):
            for i, item in enumerate(value):
                for key, v in item.items():
                    pairs.append((f"{name}[{i}][{key}]", _scalar(v)))
        elif isinstance(value, (list, tuple)):
            pairs.append((name, ",".join(_scalar(v) for v in value)))
        else:
            pairs.append((name, _scalar(value)))
    return urllib.parse.urlencode(pairs)


def _scalar(value):
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


def _multipart(fields, files):
    """A multipart/form-data body: `fields` {name: value}, `files` {name: (filename, bytes, content_type)}."""
    boundary = uuid.uuid4().hex
    parts = []
    for name, value in (fields or {}).items():
        parts.append(f'--{boundary}\r\nContent-Disposition: form-data; name="{name}"\r\n\r\n{_scalar(value)}\r\n'.encode())
    for name, (filename, data, content_type) in (files or {}).items():
        head = (
            f'--{boundary}\r\nContent-Disposition: form-data; name="{name}"; filename="{filename}"\r\n'
            f"Content-Type: {content_type}\r\n\r\n"
        )
        parts.append(head.encode() + data + b"\r\n")
    parts.append(f"--{boundary}--\r\n".encode())
    return b"".join(parts), f"multipart/form-data; boundary={boundary}"


class Http:
    """Calls the API at `base_url` (e.g. http://localhost:3000) with an API key."""

    def __init__(self, base_url, token, timeout=120):
        self.base_url = base_url.rstrip("/")
        self.token = token
        self.timeout = timeout

    def _call(self, method, path, query=None, body=None, fields=None, files=None):
        url = self.base_url + path
        if query:
            encoded = _query(query)
            if encoded:
                url += "?" + encoded
        headers = {"Authorization": f"Bearer {self.token}", "Accept": "application/json"}
        data = None
        if files is not None or fields is not None:
            data, headers["Content-Type"] = _multipart(fields, files)
        elif body is not None:
            data = json.dumps(body).encode()
            headers["Content-Type"] = "application/json"
        request = urllib.request.Request(url, data=data, method=method, headers=headers)
        try:
            with urllib.request.urlopen(request, timeout=self.timeout) as response:
                payload = response.read()
                kind = response.headers.get("Content-Type", "")
        except urllib.error.HTTPError as refusal:
            raw = refusal.read()
            try:
                answer = json.loads(raw)
            except ValueError:
                answer = {}
            raise SnapforgeError(refusal.code, answer.get("message", f"HTTP {refusal.code}"), answer.get("errors")) from None
        return json.loads(payload) if kind.startswith("application/json") else payload

    def download(self, url):
        """A stored file's bytes (a snap's `media_url`), read from this server's `/files`."""
        path = urllib.parse.urlsplit(url).path
        with urllib.request.urlopen(self.base_url + path, timeout=self.timeout) as response:
            return response.read()
