<?php
// Signs a Snapforge render URL (docs/api.md, "Render URLs"). PHP 7.4+, no extensions beyond hash.
// As a command: php sign-render-url.php KEY BASE_URL TEMPLATE_UUID FORMAT [name=value ...]

/** $params: ['name' => 'value', ...]: `{layer}` for content, `{layer}.hidden`, `transparent`, `expires` (unix seconds). */
function sign_render_url(string $key, string $baseUrl, string $templateUuid, string $format, array $params): string
{
    $path = "/api/v1/render/{$templateUuid}.{$format}";
    $pairs = [];
    foreach ($params as $name => $value) {
        // rawurlencode is RFC 3986: everything but A-Z a-z 0-9 - . _ ~ is percent-encoded.
        $pairs[] = [rawurlencode((string) $name), rawurlencode((string) $value)];
    }
    usort($pairs, fn ($a, $b) => strcmp($a[0], $b[0]) ?: strcmp($a[1], $b[1]));
    $query = implode('&', array_map(fn ($p) => "{$p[0]}={$p[1]}", $pairs));
    $s = hash_hmac('sha256', "{$path}?{$query}", $key);
    return $baseUrl . $path . '?' . ($query === '' ? '' : $query . '&') . 's=' . $s;
}

if (PHP_SAPI === 'cli' && realpath($argv[0]) === __FILE__) {
    [, $key, $baseUrl, $templateUuid, $format] = $argv;
    $params = [];
    foreach (array_slice($argv, 5) as $pair) {
        [$name, $value] = explode('=', $pair, 2);
        $params[$name] = $value;
    }
    echo sign_render_url($key, $baseUrl, $templateUuid, $format, $params), "\n";
}
