"""Signs a Snapforge render URL (docs/api.md, "Render URLs"). Python 3, standard library only.

As a command: python3 sign_render_url.py KEY BASE_URL TEMPLATE_UUID FORMAT [name=value ...]
"""
import hashlib
import hmac
import sys
from urllib.parse import quote


def sign_render_url(key, base_url, template_uuid, fmt, params):
    """params: [(name, value), ...] or {name: value}: `{layer}` for content, `{layer}.hidden`, `transparent`, `expires`."""
    path = f"/api/v1/render/{template_uuid}.{fmt}"
    items = params.items() if isinstance(params, dict) else params
    # RFC 3986 (quote with safe='~'), then sorted by name and value: the encoded text is ASCII, so this is byte order.
    pairs = sorted((quote(str(n), safe="~"), quote(str(v), safe="~")) for n, v in items)
    query = "&".join(f"{n}={v}" for n, v in pairs)
    s = hmac.new(key.encode(), f"{path}?{query}".encode(), hashlib.sha256).hexdigest()
    return f"{base_url}{path}?{query + '&' if query else ''}s={s}"


if __name__ == "__main__":
    key, base_url, template_uuid, fmt, *pairs = sys.argv[1:]
    print(sign_render_url(key, base_url, template_uuid, fmt, [tuple(p.split("=", 1)) for p in pairs]))
