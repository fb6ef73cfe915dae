// Written by `npm run openapi:print` from openapi.json (openapi-typescript): do not edit.
export interface paths {
    "/api/v1/auth": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Verify the token
         * @description The account and its company. Free.
         */
        get: operations["auth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/certificates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List signing certificates */
        get: operations["certificates"];
        put?: never;
        /**
         * Add a signing certificate
         * @description A PKCS#12 file (.p12/.pfx, base64) and its password: opened once, its key and certificates stored sealed (AES-256-GCM), never returned. PDF snaps sign with it (`pdf_signature`).
         */
        post: operations["addCertificate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/certificates/{certificateId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a signing certificate */
        delete: operations["deleteCertificate"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/embedded-forms/{formUuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The form page
         * @description The HTML form a site embeds: a field per layer the form was configured with. It posts back to its own URL.
         */
        get: operations["embeddedFormPage"];
        put?: never;
        /**
         * Submit an embedded form
         * @description Renders a snap per template of the form; its owner is charged. Layer keys: the plain key (template form) or `<templateUuid>__<layerKey>` (collection form); layers the form was not configured with are dropped. A browser (preferring HTML) gets a result page.
         */
        post: operations["submitEmbeddedForm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/fonts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List font families */
        get: operations["fonts"];
        put?: never;
        /**
         * Upload a font
         * @description A TTF, OTF, WOFF or WOFF2 file of at most 20 MB; layers name it by its family.
         */
        post: operations["uploadFont"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/fonts/{fontId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a font */
        delete: operations["deleteFont"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/media": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List media */
        get: operations["mediaPage"];
        put?: never;
        /**
         * Upload an image
         * @description An image of at most 20 MB, converted for templates. Anything else: 422 `The file must be an image.`
         */
        post: operations["uploadMedia"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/media/{mediaId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a media item
         * @description Refused (409) while a published template uses it, naming those templates; drafts do not count.
         */
        delete: operations["deleteMedia"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * This document
         * @description The OpenAPI 3.1 description of /api/v1. The reference page is at `/docs`.
         */
        get: operations["openApiDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/render/{templateUuid}.{format}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Render a signed URL
         * @description A template rendered by a plain GET, for `og:image` tags, e-mails and `<img>`. Every other query parameter is a variant: `{layer}={content}`, or `{layer}.{property}={value}` (`hidden`; a text layer's `color`, `font_family`, `font_size`, `background_color`). The signature (docs/api.md "Render URLs") is the whole authorization; a render costs the template's owner 1 credit, a cached file nothing.
         */
        get: operations["renderUrl"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/screenshots": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List screenshots */
        get: operations["screenshots"];
        put?: never;
        /**
         * Capture a screenshot
         * @description Captures a public web page in a sandboxed Chromium. Needs available credits.
         */
        post: operations["createScreenshot"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/screenshots/{screenshotUuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read a screenshot */
        get: operations["screenshot"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/snaps": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List snaps */
        get: operations["snaps"];
        put?: never;
        /**
         * Render a snap
         * @description Renders the published design of `template_id` (or one snap per template of `collection_id`), synchronously unless `async` is true. With `type: pdf`, `pages` (1 to 100 `{template_id, variants}`) or `merge: true` with `collection_id` render one multi-page PDF: one snap, 1 credit per page. A PDF takes `title` and `lang`, `pdf_standard` (`PDF/A-2b`, `PDF/A-3b`), `pdf_protection` (AES-256 passwords and permissions), `attachments` (embedded files), and for print templates `bleed` (mm) and `crop_marks`. A synchronous render charges 1 credit per template (or page); an asynchronous one, when it completes, then posts the snap to `webhook_url`.
         */
        post: operations["createSnap"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/snaps/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read a snap */
        get: operations["snap"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/snaps/batches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a batch
         * @description Renders up to 100 snaps of one template, always asynchronously. Nothing is charged at accept time; each item costs 1 credit when it completes. One callback is posted to `webhook_url` when the batch finishes. With `type: pdf`, `bleed`, `crop_marks`, `lang` and `pdf_standard` hold for every item, and each item may have its own document `title`.
         */
        post: operations["createBatch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/snaps/batches/{batchUuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read a batch */
        get: operations["batch"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/snaps/batches/{batchUuid}/archive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download a batch as a ZIP
         * @description A ZIP of the batch's rendered files, streamed: one file per completed item, named by its `identifier` made safe for any file system (`/ \ : * ? " < > |` and control characters become `_`, at most 100 characters, `item_<n>` when nothing is left) with its format's extension; a name already taken, ignoring case, gets `-2`, `-3`... Items not completed (yet) are left out: read the batch for them. Stored, not deflated: images are compressed already.
         */
        get: operations["batchArchive"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/snaps/batches/{batchUuid}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a batch
         * @description Items not started are canceled and cost nothing; a batch already finished is returned unchanged.
         */
        post: operations["cancelBatch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/snaps/batches/archive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download several batches as one ZIP
         * @description One ZIP of the rendered files of up to 50 batches (a run of more than 100 rows), in the order named, streamed and named as a single batch's archive is, a name taken in an earlier batch getting `-2`, `-3`...
         */
        get: operations["batchesArchive"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/snaps/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Preview a snap
         * @description A watermarked HTML page of the render: free, nothing stored. Variants go in the query string (`variants[0][layer]=title&variants[0][text]=Hi`); each sets one of `text`, `image_url` (a public http or https URL), `background_color`, `qr_content`, `barcode_content`, or `hidden`.
         */
        get: operations["previewSnap"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/template-files": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Pull template files
         * @description The account's templates as template files (docs/template-files.md) in a ZIP: `<folder>/template.json` for each, `media/<sha256>.<ext>` and `fonts/<sha256>.<ext>` beside them. `snapforge pull` writes it into a folder.
         */
        get: operations["templateFiles"];
        put?: never;
        /**
         * Push template files
         * @description A folder of template files, zipped (at most 64 MB, the bundle's bounds): a new folder becomes a template, a changed one publishes its next version, an unchanged one is not written. Everything is checked first: a bad file stores nothing. `?dry_run=true`: the same answer, nothing stored.
         */
        post: operations["pushTemplateFiles"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List templates */
        get: operations["templates"];
        put?: never;
        /**
         * Create a template
         * @description Send a `size` preset or an explicit `width` and `height`. Needs the create-template policy.
         */
        post: operations["createTemplate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/templates/{template}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a template
         * @description The published design, with its parsed layers.
         */
        get: operations["template"];
        put?: never;
        post?: never;
        /**
         * Delete a template
         * @description Needs the delete-template policy.
         */
        delete: operations["deleteTemplate"];
        options?: never;
        head?: never;
        /**
         * Update a template
         * @description Publishes the new design: the API renders it from now on.
         */
        patch: operations["updateTemplate"];
        trace?: never;
    };
    "/api/v1/templates/{template}/versions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a template's versions
         * @description Every publish, newest first: its number, author and time (docs/api.md "Versions").
         */
        get: operations["templateVersions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/templates/{template}/versions/{version}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a version
         * @description One version with its design as renders drew it.
         */
        get: operations["templateVersion"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/templates/{template}/versions/{version}/diff": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Compare two versions
         * @description What changed from this version to `to` (default: the latest), in sentences: the canvas, then layer by layer by key ("title: font_size 48 → 56", "added layer badge", "moved photo above title").
         */
        get: operations["templateVersionDiff"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/templates/{template}/versions/{version}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Restore a version
         * @description Publishes the version's design again as the template's next version: the API renders it from now on. Needs the update-template policy.
         */
        post: operations["restoreTemplateVersion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/templates/{templateUuid}/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export a template
         * @description A ZIP of the published design with its images and account fonts; `POST /templates/import` makes it again, here or on another server.
         */
        get: operations["templateBundle"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/templates/{templateUuid}/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Preview a template
         * @description A watermarked HTML page of the render: free, nothing stored. Variants go in the query string (`variants[0][layer]=title&variants[0][text]=Hi`); each sets one of `text`, `image_url` (a public http or https URL), `background_color`, `qr_content`, `barcode_content`, or `hidden`.
         */
        get: operations["previewTemplate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/templates/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import a template
         * @description A bundle of at most 64 MB from `GET /templates/{templateUuid}/export`: a new template; its images join the media library and its fonts the account fonts. Everything is checked before anything is stored.
         */
        post: operations["importTemplate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/templates/import/design": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import a design file
         * @description An SVG or a PSD made into a new template, or a Figma file's JSON (`GET /v1/files/:key`, alone or in a ZIP with its images) into one per top-level frame, at most 64 MB, with a report of what was approximated (docs/import.md). Nothing the file names is fetched; a refused file stores nothing.
         */
        post: operations["importDesign"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/templates/sizes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List canvas size presets */
        get: operations["templateSizes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/templates/starters": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List starter designs
         * @description Ready-made designs (the Studio's "Start from"). To copy one into the account, send its `title`, `size` (or, when it is null, its `width` and `height`), `background_color` and `layers` to `POST /templates`.
         */
        get: operations["starterDesigns"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/usage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Credit usage
         * @description Credits of the current billing period. Free.
         */
        get: operations["usage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        Error: {
            /** @description What went wrong, for a person. */
            message: string;
        };
        ValidationError: {
            /** @description The first error, then `(and N more errors)` when there are more. */
            message: string;
            /** @description Messages by field path (`items`, `layers.0.font_size`). */
            errors: {
                [key: string]: string[];
            };
        };
        AccountFont: {
            /** @description Size stored, as OpenType. */
            bytes: number;
            /** @description From the font’s name table (typographic family, else family). */
            family: string;
            /** @description The name the file was uploaded with. */
            file_name: string;
            id: string;
            /** @description `normal` or `italic`. */
            style: string;
            /** @description 100-900, from the OS/2 table. */
            weight: number;
        };
        Animation: {
            duration: number;
            fps?: number;
            /** @default forever */
            loop: "forever" | number;
        };
        Batch: {
            uuid: string;
            title: string;
            /** @enum {string} */
            status: "canceled" | "completed" | "failed" | "pending" | "processing";
            total_rows: number;
            /** @description Items completed, failed or canceled. */
            processed_rows: number;
            completed: number;
            /** @description Items waiting or rendering. */
            pending: number;
            failed: number;
            canceled: number;
            /** @description From the credit ledger. */
            credits_charged: number;
            status_url: string;
        };
        BatchItem: {
            /** @description The snap id. */
            id: string;
            identifier: string;
            last_error: string | null;
            /** @description A matrix batch's item: the locale it draws; null when the batch asked no locale. */
            locale?: string | null;
            media_url: string | null;
            /** @description A matrix batch's item: the size it draws (docs/api.md "Matrix batches"); null when the batch asked no sizes. */
            size?: string | null;
            status: string;
        };
        BatchWithItems: {
            uuid: string;
            title: string;
            /** @enum {string} */
            status: "canceled" | "completed" | "failed" | "pending" | "processing";
            total_rows: number;
            /** @description Items completed, failed or canceled. */
            processed_rows: number;
            completed: number;
            /** @description Items waiting or rendering. */
            pending: number;
            failed: number;
            canceled: number;
            /** @description From the credit ledger. */
            credits_charged: number;
            status_url: string;
            items: components["schemas"]["BatchItem"][];
        };
        CursorMeta: {
            previous_cursor: string | null;
            next_cursor: string | null;
        };
        FontFamily: {
            aliases: string[];
            /** @description Shipped with the service; false for the account’s uploaded families. */
            bundled: boolean;
            family: string;
            /** @description An uploaded family’s files; empty for a bundled family. */
            fonts: components["schemas"]["AccountFont"][];
            /** @description Writing systems it covers; other glyphs fall back along the chain in docs/rendering.md. */
            scripts: string[];
            styles: string[];
            weights: number[];
        };
        Layer: {
            layer: string;
            x: number;
            y: number;
            width: number;
            height: number;
            rotation?: number;
            opacity?: number;
            hidden?: boolean;
            locked?: boolean;
            /** @enum {string} */
            show_on?: "all" | "first" | "last" | "not_first" | "not_last";
            constraints?: {
                /**
                 * @default left
                 * @enum {string}
                 */
                horizontal: "left" | "right" | "center" | "left_right" | "scale";
                /**
                 * @default top
                 * @enum {string}
                 */
                vertical: "top" | "bottom" | "center" | "top_bottom" | "scale";
            };
            below?: {
                layer: string;
                /** @default 0 */
                gap: number;
            };
            wraps?: {
                layer: string;
                /** @default 0 */
                padding: number | {
                    /** @default 0 */
                    top: number;
                    /** @default 0 */
                    right: number;
                    /** @default 0 */
                    bottom: number;
                    /** @default 0 */
                    left: number;
                };
            };
            /** @enum {string} */
            rtl?: "mirror" | "keep";
            shadow_color?: string;
            shadow_blur?: number;
            shadow_x?: number;
            shadow_y?: number;
            available_modifications: unknown;
            /** @constant */
            type: "text";
            keyframes?: {
                time: number | string;
                easing?: string;
                x?: number;
                y?: number;
                width?: number;
                height?: number;
                rotation?: number;
                opacity?: number;
                scale?: number;
                shadow_color?: string;
                shadow_blur?: number;
                shadow_x?: number;
                shadow_y?: number;
                color?: string;
                background_color?: string;
                stroke_color?: string;
                visible_characters?: number;
            }[];
            entrance?: {
                /** @enum {string} */
                preset: "fade" | "slide" | "scale" | "pop" | "typewriter";
                start?: number | string;
                duration?: number;
                easing?: string;
                /** @enum {string} */
                edge?: "left" | "right" | "top" | "bottom";
                distance?: number;
            };
            exit?: {
                /** @enum {string} */
                preset: "fade" | "slide" | "scale" | "pop" | "typewriter";
                start?: number | string;
                duration?: number;
                easing?: string;
                /** @enum {string} */
                edge?: "left" | "right" | "top" | "bottom";
                distance?: number;
            };
            /** @default  */
            text: string;
            /** @default #000000 */
            color: string;
            /** @default sans */
            font_family: string;
            /** @default 32 */
            font_size: number;
            /** @default normal */
            font_weight: ("normal" | "bold") | number;
            /**
             * @default normal
             * @enum {string}
             */
            font_style: "normal" | "italic";
            /**
             * @default left
             * @enum {string}
             */
            align: "left" | "center" | "right" | "justify";
            /**
             * @default top
             * @enum {string}
             */
            vertical_align: "top" | "middle" | "bottom";
            /** @default 1.2 */
            line_height: number;
            /** @default 0 */
            letter_spacing: number;
            max_lines?: number;
            /** @default false */
            auto_fit: boolean;
            min_font_size?: number;
            /**
             * @default auto
             * @enum {string}
             */
            direction: "auto" | "ltr" | "rtl";
            background_color?: string;
            /** @default 0 */
            background_padding: number;
            /** @default 0 */
            background_radius: number;
            /** @default #000000 */
            stroke_color: string;
            /** @default 0 */
            stroke_width: number;
            /**
             * @default none
             * @enum {string}
             */
            text_transform: "none" | "uppercase" | "lowercase" | "capitalize";
            /** @default false */
            underline: boolean;
            /** @default false */
            strikethrough: boolean;
            /**
             * @default plain
             * @enum {string}
             */
            text_format: "plain" | "markup";
            page_numbers?: boolean;
            message?: string;
            form_field?: {
                name: string;
                /**
                 * @default text
                 * @enum {string}
                 */
                kind: "text" | "multiline" | "dropdown" | "date" | "checkbox" | "radio" | "signature";
                options?: string[];
                export_value?: string;
                /** @default false */
                required: boolean;
                max_length?: number;
            };
        } | {
            layer: string;
            x: number;
            y: number;
            width: number;
            height: number;
            rotation?: number;
            opacity?: number;
            hidden?: boolean;
            locked?: boolean;
            /** @enum {string} */
            show_on?: "all" | "first" | "last" | "not_first" | "not_last";
            constraints?: {
                /**
                 * @default left
                 * @enum {string}
                 */
                horizontal: "left" | "right" | "center" | "left_right" | "scale";
                /**
                 * @default top
                 * @enum {string}
                 */
                vertical: "top" | "bottom" | "center" | "top_bottom" | "scale";
            };
            below?: {
                layer: string;
                /** @default 0 */
                gap: number;
            };
            wraps?: {
                layer: string;
                /** @default 0 */
                padding: number | {
                    /** @default 0 */
                    top: number;
                    /** @default 0 */
                    right: number;
                    /** @default 0 */
                    bottom: number;
                    /** @default 0 */
                    left: number;
                };
            };
            /** @enum {string} */
            rtl?: "mirror" | "keep";
            shadow_color?: string;
            shadow_blur?: number;
            shadow_x?: number;
            shadow_y?: number;
            available_modifications: unknown;
            /** @constant */
            type: "image";
            keyframes?: {
                time: number | string;
                easing?: string;
                x?: number;
                y?: number;
                width?: number;
                height?: number;
                rotation?: number;
                opacity?: number;
                scale?: number;
                shadow_color?: string;
                shadow_blur?: number;
                shadow_x?: number;
                shadow_y?: number;
            }[];
            entrance?: {
                /** @enum {string} */
                preset: "fade" | "slide" | "scale" | "pop";
                start?: number | string;
                duration?: number;
                easing?: string;
                /** @enum {string} */
                edge?: "left" | "right" | "top" | "bottom";
                distance?: number;
            };
            exit?: {
                /** @enum {string} */
                preset: "fade" | "slide" | "scale" | "pop";
                start?: number | string;
                duration?: number;
                easing?: string;
                /** @enum {string} */
                edge?: "left" | "right" | "top" | "bottom";
                distance?: number;
            };
            /** @default null */
            image_url: string | null;
            /**
             * @default cover
             * @enum {string}
             */
            fit: "cover" | "contain" | "fill";
            /** @default 0.5 */
            focal_x: number;
            /** @default 0.5 */
            focal_y: number;
            /** @default 0 */
            border_radius: number;
            /**
             * @default none
             * @enum {string}
             */
            mask: "none" | "circle" | "ellipse";
            filter?: string;
            /** @default false */
            flip_x: boolean;
            /** @default false */
            flip_y: boolean;
            /** @default null */
            alt: string | null;
        } | {
            layer: string;
            x: number;
            y: number;
            width: number;
            height: number;
            rotation?: number;
            opacity?: number;
            hidden?: boolean;
            locked?: boolean;
            /** @enum {string} */
            show_on?: "all" | "first" | "last" | "not_first" | "not_last";
            constraints?: {
                /**
                 * @default left
                 * @enum {string}
                 */
                horizontal: "left" | "right" | "center" | "left_right" | "scale";
                /**
                 * @default top
                 * @enum {string}
                 */
                vertical: "top" | "bottom" | "center" | "top_bottom" | "scale";
            };
            below?: {
                layer: string;
                /** @default 0 */
                gap: number;
            };
            wraps?: {
                layer: string;
                /** @default 0 */
                padding: number | {
                    /** @default 0 */
                    top: number;
                    /** @default 0 */
                    right: number;
                    /** @default 0 */
                    bottom: number;
                    /** @default 0 */
                    left: number;
                };
            };
            /** @enum {string} */
            rtl?: "mirror" | "keep";
            shadow_color?: string;
            shadow_blur?: number;
            shadow_x?: number;
            shadow_y?: number;
            available_modifications: unknown;
            /** @constant */
            type: "empty";
            keyframes?: {
                time: number | string;
                easing?: string;
                x?: number;
                y?: number;
                width?: number;
                height?: number;
                rotation?: number;
                opacity?: number;
                scale?: number;
                shadow_color?: string;
                shadow_blur?: number;
                shadow_x?: number;
                shadow_y?: number;
                background_color?: string;
                border_color?: string;
            }[];
            entrance?: {
                /** @enum {string} */
                preset: "fade" | "slide" | "scale" | "pop";
                start?: number | string;
                duration?: number;
                easing?: string;
                /** @enum {string} */
                edge?: "left" | "right" | "top" | "bottom";
                distance?: number;
            };
            exit?: {
                /** @enum {string} */
                preset: "fade" | "slide" | "scale" | "pop";
                start?: number | string;
                duration?: number;
                easing?: string;
                /** @enum {string} */
                edge?: "left" | "right" | "top" | "bottom";
                distance?: number;
            };
            /** @default transparent */
            background_color: string;
            /** @default 0 */
            border_radius: number;
            /** @default 0 */
            border_width: number;
            /** @default #000000 */
            border_color: string;
            /** @enum {string} */
            shape?: "rectangle" | "ellipse" | "line" | "polygon" | "path";
            points?: [
                number,
                number
            ][];
            path?: string;
            path_viewbox?: [
                number,
                number,
                number,
                number
            ];
            border_dash?: number[];
            shadow_spread?: number;
        } | {
            layer: string;
            x: number;
            y: number;
            width: number;
            height: number;
            rotation?: number;
            opacity?: number;
            hidden?: boolean;
            locked?: boolean;
            /** @enum {string} */
            show_on?: "all" | "first" | "last" | "not_first" | "not_last";
            constraints?: {
                /**
                 * @default left
                 * @enum {string}
                 */
                horizontal: "left" | "right" | "center" | "left_right" | "scale";
                /**
                 * @default top
                 * @enum {string}
                 */
                vertical: "top" | "bottom" | "center" | "top_bottom" | "scale";
            };
            below?: {
                layer: string;
                /** @default 0 */
                gap: number;
            };
            wraps?: {
                layer: string;
                /** @default 0 */
                padding: number | {
                    /** @default 0 */
                    top: number;
                    /** @default 0 */
                    right: number;
                    /** @default 0 */
                    bottom: number;
                    /** @default 0 */
                    left: number;
                };
            };
            /** @enum {string} */
            rtl?: "mirror" | "keep";
            shadow_color?: string;
            shadow_blur?: number;
            shadow_x?: number;
            shadow_y?: number;
            available_modifications: unknown;
            /** @constant */
            type: "qr_code";
            keyframes?: {
                time: number | string;
                easing?: string;
                x?: number;
                y?: number;
                width?: number;
                height?: number;
                rotation?: number;
                opacity?: number;
                scale?: number;
                shadow_color?: string;
                shadow_blur?: number;
                shadow_x?: number;
                shadow_y?: number;
                color?: string;
                background_color?: string;
            }[];
            entrance?: {
                /** @enum {string} */
                preset: "fade" | "slide" | "scale" | "pop";
                start?: number | string;
                duration?: number;
                easing?: string;
                /** @enum {string} */
                edge?: "left" | "right" | "top" | "bottom";
                distance?: number;
            };
            exit?: {
                /** @enum {string} */
                preset: "fade" | "slide" | "scale" | "pop";
                start?: number | string;
                duration?: number;
                easing?: string;
                /** @enum {string} */
                edge?: "left" | "right" | "top" | "bottom";
                distance?: number;
            };
            /** @default  */
            qr_content: string;
            /** @default #000000 */
            color: string;
            /** @default #ffffff */
            background_color: string;
            /**
             * @default M
             * @enum {string}
             */
            error_correction: "L" | "M" | "Q" | "H";
            /** @default 1 */
            quiet_zone: number;
        } | {
            layer: string;
            x: number;
            y: number;
            width: number;
            height: number;
            rotation?: number;
            opacity?: number;
            hidden?: boolean;
            locked?: boolean;
            /** @enum {string} */
            show_on?: "all" | "first" | "last" | "not_first" | "not_last";
            constraints?: {
                /**
                 * @default left
                 * @enum {string}
                 */
                horizontal: "left" | "right" | "center" | "left_right" | "scale";
                /**
                 * @default top
                 * @enum {string}
                 */
                vertical: "top" | "bottom" | "center" | "top_bottom" | "scale";
            };
            below?: {
                layer: string;
                /** @default 0 */
                gap: number;
            };
            wraps?: {
                layer: string;
                /** @default 0 */
                padding: number | {
                    /** @default 0 */
                    top: number;
                    /** @default 0 */
                    right: number;
                    /** @default 0 */
                    bottom: number;
                    /** @default 0 */
                    left: number;
                };
            };
            /** @enum {string} */
            rtl?: "mirror" | "keep";
            shadow_color?: string;
            shadow_blur?: number;
            shadow_x?: number;
            shadow_y?: number;
            available_modifications: unknown;
            /** @constant */
            type: "barcode";
            keyframes?: {
                time: number | string;
                easing?: string;
                x?: number;
                y?: number;
                width?: number;
                height?: number;
                rotation?: number;
                opacity?: number;
                scale?: number;
                shadow_color?: string;
                shadow_blur?: number;
                shadow_x?: number;
                shadow_y?: number;
                color?: string;
                background_color?: string;
            }[];
            entrance?: {
                /** @enum {string} */
                preset: "fade" | "slide" | "scale" | "pop";
                start?: number | string;
                duration?: number;
                easing?: string;
                /** @enum {string} */
                edge?: "left" | "right" | "top" | "bottom";
                distance?: number;
            };
            exit?: {
                /** @enum {string} */
                preset: "fade" | "slide" | "scale" | "pop";
                start?: number | string;
                duration?: number;
                easing?: string;
                /** @enum {string} */
                edge?: "left" | "right" | "top" | "bottom";
                distance?: number;
            };
            /** @default  */
            barcode_content: string;
            /**
             * @default code128
             * @enum {string}
             */
            symbology: "code128" | "ean13" | "upca" | "code39" | "itf14" | "datamatrix" | "pdf417";
            /** @default #000000 */
            color: string;
            /** @default #ffffff */
            background_color: string;
            /** @default true */
            show_text: boolean;
        } | {
            layer: string;
            x: number;
            y: number;
            width: number;
            height: number;
            rotation?: number;
            opacity?: number;
            hidden?: boolean;
            locked?: boolean;
            /** @enum {string} */
            show_on?: "all" | "first" | "last" | "not_first" | "not_last";
            constraints?: {
                /**
                 * @default left
                 * @enum {string}
                 */
                horizontal: "left" | "right" | "center" | "left_right" | "scale";
                /**
                 * @default top
                 * @enum {string}
                 */
                vertical: "top" | "bottom" | "center" | "top_bottom" | "scale";
            };
            below?: {
                layer: string;
                /** @default 0 */
                gap: number;
            };
            wraps?: {
                layer: string;
                /** @default 0 */
                padding: number | {
                    /** @default 0 */
                    top: number;
                    /** @default 0 */
                    right: number;
                    /** @default 0 */
                    bottom: number;
                    /** @default 0 */
                    left: number;
                };
            };
            /** @enum {string} */
            rtl?: "mirror" | "keep";
            shadow_color?: string;
            shadow_blur?: number;
            shadow_x?: number;
            shadow_y?: number;
            available_modifications: unknown;
            /** @constant */
            type: "chart";
            keyframes?: {
                time: number | string;
                easing?: string;
                x?: number;
                y?: number;
                width?: number;
                height?: number;
                rotation?: number;
                opacity?: number;
                scale?: number;
                shadow_color?: string;
                shadow_blur?: number;
                shadow_x?: number;
                shadow_y?: number;
            }[];
            entrance?: {
                /** @enum {string} */
                preset: "fade" | "slide" | "scale" | "pop";
                start?: number | string;
                duration?: number;
                easing?: string;
                /** @enum {string} */
                edge?: "left" | "right" | "top" | "bottom";
                distance?: number;
            };
            exit?: {
                /** @enum {string} */
                preset: "fade" | "slide" | "scale" | "pop";
                start?: number | string;
                duration?: number;
                easing?: string;
                /** @enum {string} */
                edge?: "left" | "right" | "top" | "bottom";
                distance?: number;
            };
            spec: {
                [key: string]: unknown;
            };
            /** @default [] */
            data: {
                [key: string]: string | number | boolean | null;
            }[];
            /** @default null */
            alt: string | null;
            /** @default sans */
            font_family: string;
            /** @default 14 */
            font_size: number;
            /** @default #334155 */
            color: string;
            colors?: string[];
        } | {
            layer: string;
            x: number;
            y: number;
            width: number;
            height: number;
            rotation?: number;
            opacity?: number;
            hidden?: boolean;
            locked?: boolean;
            /** @enum {string} */
            show_on?: "all" | "first" | "last" | "not_first" | "not_last";
            constraints?: {
                /**
                 * @default left
                 * @enum {string}
                 */
                horizontal: "left" | "right" | "center" | "left_right" | "scale";
                /**
                 * @default top
                 * @enum {string}
                 */
                vertical: "top" | "bottom" | "center" | "top_bottom" | "scale";
            };
            below?: {
                layer: string;
                /** @default 0 */
                gap: number;
            };
            wraps?: {
                layer: string;
                /** @default 0 */
                padding: number | {
                    /** @default 0 */
                    top: number;
                    /** @default 0 */
                    right: number;
                    /** @default 0 */
                    bottom: number;
                    /** @default 0 */
                    left: number;
                };
            };
            /** @enum {string} */
            rtl?: "mirror" | "keep";
            shadow_color?: string;
            shadow_blur?: number;
            shadow_x?: number;
            shadow_y?: number;
            available_modifications: unknown;
            /** @constant */
            type: "table";
            keyframes?: {
                time: number | string;
                easing?: string;
                x?: number;
                y?: number;
                width?: number;
                height?: number;
                rotation?: number;
                opacity?: number;
                scale?: number;
                shadow_color?: string;
                shadow_blur?: number;
                shadow_x?: number;
                shadow_y?: number;
            }[];
            entrance?: {
                /** @enum {string} */
                preset: "fade" | "slide" | "scale" | "pop";
                start?: number | string;
                duration?: number;
                easing?: string;
                /** @enum {string} */
                edge?: "left" | "right" | "top" | "bottom";
                distance?: number;
            };
            exit?: {
                /** @enum {string} */
                preset: "fade" | "slide" | "scale" | "pop";
                start?: number | string;
                duration?: number;
                easing?: string;
                /** @enum {string} */
                edge?: "left" | "right" | "top" | "bottom";
                distance?: number;
            };
            columns: {
                key: string;
                header?: string;
                width?: number;
                /** @enum {string} */
                align?: "left" | "center" | "right";
                /** @default true */
                wrap: boolean;
                /**
                 * @default text
                 * @enum {string}
                 */
                format: "text" | "number" | "currency" | "percent" | "date";
                currency?: string;
                decimals?: number;
                /** @enum {string} */
                date_style?: "short" | "medium" | "long" | "full";
                font_family?: string;
                font_weight?: ("normal" | "bold") | number;
                /** @enum {string} */
                font_style?: "normal" | "italic";
                font_size?: number;
                color?: string;
            }[];
            /** @default [] */
            data: {
                [key: string]: string | number | boolean | null;
            }[];
            /** @default en-US */
            locale: string;
            /** @default sans */
            font_family: string;
            /** @default 16 */
            font_size: number;
            /** @default #111827 */
            color: string;
            /** @default 1.25 */
            line_height: number;
            /** @default 8 */
            padding: number;
            /** @default true */
            header: boolean;
            /** @default #f1f5f9 */
            header_background_color: string;
            header_color?: string;
            /** @default bold */
            header_font_weight: ("normal" | "bold") | number;
            row_background_color?: string;
            zebra_color?: string;
            /** @default #cbd5e1 */
            border_color: string;
            /** @default 1 */
            border_width: number;
            /**
             * @default horizontal
             * @enum {string}
             */
            borders: "horizontal" | "all" | "outer" | "none";
            row_styles?: {
                [key: string]: {
                    font_family?: string;
                    font_weight?: ("normal" | "bold") | number;
                    /** @enum {string} */
                    font_style?: "normal" | "italic";
                    font_size?: number;
                    color?: string;
                    background_color?: string;
                };
            };
            /** @default + {count} more rows */
            more_rows_text: string;
            next_page_y?: number;
            next_page_height?: number;
        };
        LayerInput: {
            layer: string;
            x: number;
            y: number;
            width: number;
            height: number;
            rotation?: number;
            opacity?: number;
            hidden?: boolean;
            locked?: boolean;
            /** @enum {string} */
            show_on?: "all" | "first" | "last" | "not_first" | "not_last";
            constraints?: {
                /**
                 * @default left
                 * @enum {string}
                 */
                horizontal?: "left" | "right" | "center" | "left_right" | "scale";
                /**
                 * @default top
                 * @enum {string}
                 */
                vertical?: "top" | "bottom" | "center" | "top_bottom" | "scale";
            };
            below?: {
                layer: string;
                /** @default 0 */
                gap?: number;
            };
            wraps?: {
                layer: string;
                /** @default 0 */
                padding?: number | {
                    /** @default 0 */
                    top?: number;
                    /** @default 0 */
                    right?: number;
                    /** @default 0 */
                    bottom?: number;
                    /** @default 0 */
                    left?: number;
                };
            };
            /** @enum {string} */
            rtl?: "mirror" | "keep";
            shadow_color?: string;
            shadow_blur?: number;
            shadow_x?: number;
            shadow_y?: number;
            available_modifications?: unknown;
            /** @constant */
            type: "text";
            keyframes?: {
                time: number | string;
                easing?: string;
                x?: number;
                y?: number;
                width?: number;
                height?: number;
                rotation?: number;
                opacity?: number;
                scale?: number;
                shadow_color?: string;
                shadow_blur?: number;
                shadow_x?: number;
                shadow_y?: number;
                color?: string;
                background_color?: string;
                stroke_color?: string;
                visible_characters?: number;
            }[];
            entrance?: {
                /** @enum {string} */
                preset: "fade" | "slide" | "scale" | "pop" | "typewriter";
                start?: number | string;
                duration?: number;
                easing?: string;
                /** @enum {string} */
                edge?: "left" | "right" | "top" | "bottom";
                distance?: number;
            };
            exit?: {
                /** @enum {string} */
                preset: "fade" | "slide" | "scale" | "pop" | "typewriter";
                start?: number | string;
                duration?: number;
                easing?: string;
                /** @enum {string} */
                edge?: "left" | "right" | "top" | "bottom";
                distance?: number;
            };
            /** @default  */
            text?: string;
            /** @default #000000 */
            color?: string;
            /** @default sans */
            font_family?: string;
            /** @default 32 */
            font_size?: number;
            /** @default normal */
            font_weight?: ("normal" | "bold") | number;
            /**
             * @default normal
             * @enum {string}
             */
            font_style?: "normal" | "italic";
            /**
             * @default left
             * @enum {string}
             */
            align?: "left" | "center" | "right" | "justify";
            /**
             * @default top
             * @enum {string}
             */
            vertical_align?: "top" | "middle" | "bottom";
            /** @default 1.2 */
            line_height?: number;
            /** @default 0 */
            letter_spacing?: number;
            max_lines?: number;
            /** @default false */
            auto_fit?: boolean;
            min_font_size?: number;
            /**
             * @default auto
             * @enum {string}
             */
            direction?: "auto" | "ltr" | "rtl";
            background_color?: string;
            /** @default 0 */
            background_padding?: number;
            /** @default 0 */
            background_radius?: number;
            /** @default #000000 */
            stroke_color?: string;
            /** @default 0 */
            stroke_width?: number;
            /**
             * @default none
             * @enum {string}
             */
            text_transform?: "none" | "uppercase" | "lowercase" | "capitalize";
            /** @default false */
            underline?: boolean;
            /** @default false */
            strikethrough?: boolean;
            /**
             * @default plain
             * @enum {string}
             */
            text_format?: "plain" | "markup";
            page_numbers?: boolean;
            message?: string;
            form_field?: {
                name: string;
                /**
                 * @default text
                 * @enum {string}
                 */
                kind?: "text" | "multiline" | "dropdown" | "date" | "checkbox" | "radio" | "signature";
                options?: string[];
                export_value?: string;
                /** @default false */
                required?: boolean;
                max_length?: number;
            };
        } | {
            layer: string;
            x: number;
            y: number;
            width: number;
            height: number;
            rotation?: number;
            opacity?: number;
            hidden?: boolean;
            locked?: boolean;
            /** @enum {string} */
            show_on?: "all" | "first" | "last" | "not_first" | "not_last";
            constraints?: {
                /**
                 * @default left
                 * @enum {string}
                 */
                horizontal?: "left" | "right" | "center" | "left_right" | "scale";
                /**
                 * @default top
                 * @enum {string}
                 */
                vertical?: "top" | "bottom" | "center" | "top_bottom" | "scale";
            };
            below?: {
                layer: string;
                /** @default 0 */
                gap?: number;
            };
            wraps?: {
                layer: string;
                /** @default 0 */
                padding?: number | {
                    /** @default 0 */
                    top?: number;
                    /** @default 0 */
                    right?: number;
                    /** @default 0 */
                    bottom?: number;
                    /** @default 0 */
                    left?: number;
                };
            };
            /** @enum {string} */
            rtl?: "mirror" | "keep";
            shadow_color?: string;
            shadow_blur?: number;
            shadow_x?: number;
            shadow_y?: number;
            available_modifications?: unknown;
            /** @constant */
            type: "image";
            keyframes?: {
                time: number | string;
                easing?: string;
                x?: number;
                y?: number;
                width?: number;
                height?: number;
                rotation?: number;
                opacity?: number;
                scale?: number;
                shadow_color?: string;
                shadow_blur?: number;
                shadow_x?: number;
                shadow_y?: number;
            }[];
            entrance?: {
                /** @enum {string} */
                preset: "fade" | "slide" | "scale" | "pop";
                start?: number | string;
                duration?: number;
                easing?: string;
                /** @enum {string} */
                edge?: "left" | "right" | "top" | "bottom";
                distance?: number;
            };
            exit?: {
                /** @enum {string} */
                preset: "fade" | "slide" | "scale" | "pop";
                start?: number | string;
                duration?: number;
                easing?: string;
                /** @enum {string} */
                edge?: "left" | "right" | "top" | "bottom";
                distance?: number;
            };
            /** @default null */
            image_url?: string | null;
            /**
             * @default cover
             * @enum {string}
             */
            fit?: "cover" | "contain" | "fill";
            /** @default 0.5 */
            focal_x?: number;
            /** @default 0.5 */
            focal_y?: number;
            /** @default 0 */
            border_radius?: number;
            /**
             * @default none
             * @enum {string}
             */
            mask?: "none" | "circle" | "ellipse";
            filter?: string;
            /** @default false */
            flip_x?: boolean;
            /** @default false */
            flip_y?: boolean;
            /** @default null */
            alt?: string | null;
        } | {
            layer: string;
            x: number;
            y: number;
            width: number;
            height: number;
            rotation?: number;
            opacity?: number;
            hidden?: boolean;
            locked?: boolean;
            /** @enum {string} */
            show_on?: "all" | "first" | "last" | "not_first" | "not_last";
            constraints?: {
                /**
                 * @default left
                 * @enum {string}
                 */
                horizontal?: "left" | "right" | "center" | "left_right" | "scale";
                /**
                 * @default top
                 * @enum {string}
                 */
                vertical?: "top" | "bottom" | "center" | "top_bottom" | "scale";
            };
            below?: {
                layer: string;
                /** @default 0 */
                gap?: number;
            };
            wraps?: {
                layer: string;
                /** @default 0 */
                padding?: number | {
                    /** @default 0 */
                    top?: number;
                    /** @default 0 */
                    right?: number;
                    /** @default 0 */
                    bottom?: number;
                    /** @default 0 */
                    left?: number;
                };
            };
            /** @enum {string} */
            rtl?: "mirror" | "keep";
            shadow_color?: string;
            shadow_blur?: number;
            shadow_x?: number;
            shadow_y?: number;
            available_modifications?: unknown;
            /** @constant */
            type: "empty";
            keyframes?: {
                time: number | string;
                easing?: string;
                x?: number;
                y?: number;
                width?: number;
                height?: number;
                rotation?: number;
                opacity?: number;
                scale?: number;
                shadow_color?: string;
                shadow_blur?: number;
                shadow_x?: number;
                shadow_y?: number;
                background_color?: string;
                border_color?: string;
            }[];
            entrance?: {
                /** @enum {string} */
                preset: "fade" | "slide" | "scale" | "pop";
                start?: number | string;
                duration?: number;
                easing?: string;
                /** @enum {string} */
                edge?: "left" | "right" | "top" | "bottom";
                distance?: number;
            };
            exit?: {
                /** @enum {string} */
                preset: "fade" | "slide" | "scale" | "pop";
                start?: number | string;
                duration?: number;
                easing?: string;
                /** @enum {string} */
                edge?: "left" | "right" | "top" | "bottom";
                distance?: number;
            };
            /** @default transparent */
            background_color?: string;
            /** @default 0 */
            border_radius?: number;
            /** @default 0 */
            border_width?: number;
            /** @default #000000 */
            border_color?: string;
            /** @enum {string} */
            shape?: "rectangle" | "ellipse" | "line" | "polygon" | "path";
            points?: [
                number,
                number
            ][];
            path?: string;
            path_viewbox?: [
                number,
                number,
                number,
                number
            ];
            border_dash?: number[];
            shadow_spread?: number;
        } | {
            layer: string;
            x: number;
            y: number;
            width: number;
            height: number;
            rotation?: number;
            opacity?: number;
            hidden?: boolean;
            locked?: boolean;
            /** @enum {string} */
            show_on?: "all" | "first" | "last" | "not_first" | "not_last";
            constraints?: {
                /**
                 * @default left
                 * @enum {string}
                 */
                horizontal?: "left" | "right" | "center" | "left_right" | "scale";
                /**
                 * @default top
                 * @enum {string}
                 */
                vertical?: "top" | "bottom" | "center" | "top_bottom" | "scale";
            };
            below?: {
                layer: string;
                /** @default 0 */
                gap?: number;
            };
            wraps?: {
                layer: string;
                /** @default 0 */
                padding?: number | {
                    /** @default 0 */
                    top?: number;
                    /** @default 0 */
                    right?: number;
                    /** @default 0 */
                    bottom?: number;
                    /** @default 0 */
                    left?: number;
                };
            };
            /** @enum {string} */
            rtl?: "mirror" | "keep";
            shadow_color?: string;
            shadow_blur?: number;
            shadow_x?: number;
            shadow_y?: number;
            available_modifications?: unknown;
            /** @constant */
            type: "qr_code";
            keyframes?: {
                time: number | string;
                easing?: string;
                x?: number;
                y?: number;
                width?: number;
                height?: number;
                rotation?: number;
                opacity?: number;
                scale?: number;
                shadow_color?: string;
                shadow_blur?: number;
                shadow_x?: number;
                shadow_y?: number;
                color?: string;
                background_color?: string;
            }[];
            entrance?: {
                /** @enum {string} */
                preset: "fade" | "slide" | "scale" | "pop";
                start?: number | string;
                duration?: number;
                easing?: string;
                /** @enum {string} */
                edge?: "left" | "right" | "top" | "bottom";
                distance?: number;
            };
            exit?: {
                /** @enum {string} */
                preset: "fade" | "slide" | "scale" | "pop";
                start?: number | string;
                duration?: number;
                easing?: string;
                /** @enum {string} */
                edge?: "left" | "right" | "top" | "bottom";
                distance?: number;
            };
            /** @default  */
            qr_content?: string;
            /** @default #000000 */
            color?: string;
            /** @default #ffffff */
            background_color?: string;
            /**
             * @default M
             * @enum {string}
             */
            error_correction?: "L" | "M" | "Q" | "H";
            /** @default 1 */
            quiet_zone?: number;
        } | {
            layer: string;
            x: number;
            y: number;
            width: number;
            height: number;
            rotation?: number;
            opacity?: number;
            hidden?: boolean;
            locked?: boolean;
            /** @enum {string} */
            show_on?: "all" | "first" | "last" | "not_first" | "not_last";
            constraints?: {
                /**
                 * @default left
                 * @enum {string}
                 */
                horizontal?: "left" | "right" | "center" | "left_right" | "scale";
                /**
                 * @default top
                 * @enum {string}
                 */
                vertical?: "top" | "bottom" | "center" | "top_bottom" | "scale";
            };
            below?: {
                layer: string;
                /** @default 0 */
                gap?: number;
            };
            wraps?: {
                layer: string;
                /** @default 0 */
                padding?: number | {
                    /** @default 0 */
                    top?: number;
                    /** @default 0 */
                    right?: number;
                    /** @default 0 */
                    bottom?: number;
                    /** @default 0 */
                    left?: number;
                };
            };
            /** @enum {string} */
            rtl?: "mirror" | "keep";
            shadow_color?: string;
            shadow_blur?: number;
            shadow_x?: number;
            shadow_y?: number;
            available_modifications?: unknown;
            /** @constant */
            type: "barcode";
            keyframes?: {
                time: number | string;
                easing?: string;
                x?: number;
                y?: number;
                width?: number;
                height?: number;
                rotation?: number;
                opacity?: number;
                scale?: number;
                shadow_color?: string;
                shadow_blur?: number;
                shadow_x?: number;
                shadow_y?: number;
                color?: string;
                background_color?: string;
            }[];
            entrance?: {
                /** @enum {string} */
                preset: "fade" | "slide" | "scale" | "pop";
                start?: number | string;
                duration?: number;
                easing?: string;
                /** @enum {string} */
                edge?: "left" | "right" | "top" | "bottom";
                distance?: number;
            };
            exit?: {
                /** @enum {string} */
                preset: "fade" | "slide" | "scale" | "pop";
                start?: number | string;
                duration?: number;
                easing?: string;
                /** @enum {string} */
                edge?: "left" | "right" | "top" | "bottom";
                distance?: number;
            };
            /** @default  */
            barcode_content?: string;
            /**
             * @default code128
             * @enum {string}
             */
            symbology?: "code128" | "ean13" | "upca" | "code39" | "itf14" | "datamatrix" | "pdf417";
            /** @default #000000 */
            color?: string;
            /** @default #ffffff */
            background_color?: string;
            /** @default true */
            show_text?: boolean;
        } | {
            layer: string;
            x: number;
            y: number;
            width: number;
            height: number;
            rotation?: number;
            opacity?: number;
            hidden?: boolean;
            locked?: boolean;
            /** @enum {string} */
            show_on?: "all" | "first" | "last" | "not_first" | "not_last";
            constraints?: {
                /**
                 * @default left
                 * @enum {string}
                 */
                horizontal?: "left" | "right" | "center" | "left_right" | "scale";
                /**
                 * @default top
                 * @enum {string}
                 */
                vertical?: "top" | "bottom" | "center" | "top_bottom" | "scale";
            };
            below?: {
                layer: string;
                /** @default 0 */
                gap?: number;
            };
            wraps?: {
                layer: string;
                /** @default 0 */
                padding?: number | {
                    /** @default 0 */
                    top?: number;
                    /** @default 0 */
                    right?: number;
                    /** @default 0 */
                    bottom?: number;
                    /** @default 0 */
                    left?: number;
                };
            };
            /** @enum {string} */
            rtl?: "mirror" | "keep";
            shadow_color?: string;
            shadow_blur?: number;
            shadow_x?: number;
            shadow_y?: number;
            available_modifications?: unknown;
            /** @constant */
            type: "chart";
            keyframes?: {
                time: number | string;
                easing?: string;
                x?: number;
                y?: number;
                width?: number;
                height?: number;
                rotation?: number;
                opacity?: number;
                scale?: number;
                shadow_color?: string;
                shadow_blur?: number;
                shadow_x?: number;
                shadow_y?: number;
            }[];
            entrance?: {
                /** @enum {string} */
                preset: "fade" | "slide" | "scale" | "pop";
                start?: number | string;
                duration?: number;
                easing?: string;
                /** @enum {string} */
                edge?: "left" | "right" | "top" | "bottom";
                distance?: number;
            };
            exit?: {
                /** @enum {string} */
                preset: "fade" | "slide" | "scale" | "pop";
                start?: number | string;
                duration?: number;
                easing?: string;
                /** @enum {string} */
                edge?: "left" | "right" | "top" | "bottom";
                distance?: number;
            };
            spec: {
                [key: string]: unknown;
            };
            /** @description Rows: an array of records, or CSV text with a header row (docs/rendering.md "Data"). */
            data?: unknown;
            /** @default null */
            alt?: string | null;
            /** @default sans */
            font_family?: string;
            /** @default 14 */
            font_size?: number;
            /** @default #334155 */
            color?: string;
            colors?: string[];
        } | {
            layer: string;
            x: number;
            y: number;
            width: number;
            height: number;
            rotation?: number;
            opacity?: number;
            hidden?: boolean;
            locked?: boolean;
            /** @enum {string} */
            show_on?: "all" | "first" | "last" | "not_first" | "not_last";
            constraints?: {
                /**
                 * @default left
                 * @enum {string}
                 */
                horizontal?: "left" | "right" | "center" | "left_right" | "scale";
                /**
                 * @default top
                 * @enum {string}
                 */
                vertical?: "top" | "bottom" | "center" | "top_bottom" | "scale";
            };
            below?: {
                layer: string;
                /** @default 0 */
                gap?: number;
            };
            wraps?: {
                layer: string;
                /** @default 0 */
                padding?: number | {
                    /** @default 0 */
                    top?: number;
                    /** @default 0 */
                    right?: number;
                    /** @default 0 */
                    bottom?: number;
                    /** @default 0 */
                    left?: number;
                };
            };
            /** @enum {string} */
            rtl?: "mirror" | "keep";
            shadow_color?: string;
            shadow_blur?: number;
            shadow_x?: number;
            shadow_y?: number;
            available_modifications?: unknown;
            /** @constant */
            type: "table";
            keyframes?: {
                time: number | string;
                easing?: string;
                x?: number;
                y?: number;
                width?: number;
                height?: number;
                rotation?: number;
                opacity?: number;
                scale?: number;
                shadow_color?: string;
                shadow_blur?: number;
                shadow_x?: number;
                shadow_y?: number;
            }[];
            entrance?: {
                /** @enum {string} */
                preset: "fade" | "slide" | "scale" | "pop";
                start?: number | string;
                duration?: number;
                easing?: string;
                /** @enum {string} */
                edge?: "left" | "right" | "top" | "bottom";
                distance?: number;
            };
            exit?: {
                /** @enum {string} */
                preset: "fade" | "slide" | "scale" | "pop";
                start?: number | string;
                duration?: number;
                easing?: string;
                /** @enum {string} */
                edge?: "left" | "right" | "top" | "bottom";
                distance?: number;
            };
            columns: {
                key: string;
                header?: string;
                width?: number;
                /** @enum {string} */
                align?: "left" | "center" | "right";
                /** @default true */
                wrap?: boolean;
                /**
                 * @default text
                 * @enum {string}
                 */
                format?: "text" | "number" | "currency" | "percent" | "date";
                currency?: string;
                decimals?: number;
                /** @enum {string} */
                date_style?: "short" | "medium" | "long" | "full";
                font_family?: string;
                font_weight?: ("normal" | "bold") | number;
                /** @enum {string} */
                font_style?: "normal" | "italic";
                font_size?: number;
                color?: string;
            }[];
            /** @description Rows: an array of records, or CSV text with a header row (docs/rendering.md "Data"). */
            data?: unknown;
            /** @default en-US */
            locale?: string;
            /** @default sans */
            font_family?: string;
            /** @default 16 */
            font_size?: number;
            /** @default #111827 */
            color?: string;
            /** @default 1.25 */
            line_height?: number;
            /** @default 8 */
            padding?: number;
            /** @default true */
            header?: boolean;
            /** @default #f1f5f9 */
            header_background_color?: string;
            header_color?: string;
            /** @default bold */
            header_font_weight?: ("normal" | "bold") | number;
            row_background_color?: string;
            zebra_color?: string;
            /** @default #cbd5e1 */
            border_color?: string;
            /** @default 1 */
            border_width?: number;
            /**
             * @default horizontal
             * @enum {string}
             */
            borders?: "horizontal" | "all" | "outer" | "none";
            row_styles?: {
                [key: string]: {
                    font_family?: string;
                    font_weight?: ("normal" | "bold") | number;
                    /** @enum {string} */
                    font_style?: "normal" | "italic";
                    font_size?: number;
                    color?: string;
                    background_color?: string;
                };
            };
            /** @default + {count} more rows */
            more_rows_text?: string;
            next_page_y?: number;
            next_page_height?: number;
        };
        MediaItem: {
            /** @description The name the file was uploaded with. */
            file_name: string;
            id: number;
            /** @description URL of the converted image. */
            src: string;
        };
        PrintDefaults: {
            /** @enum {string} */
            pdf_standard?: "PDF/A-2b" | "PDF/A-3b" | "PDF/X-4";
            bleed?: number;
            crop_marks?: boolean;
        };
        Screenshot: {
            id: string;
            /** @description The page address as requested. */
            url: string;
            /** @description The PNG of the viewport. */
            image_url: string;
            /** @description Viewport width in pixels. */
            width: number;
            /** @description Viewport height in pixels. */
            height: number;
            /** Format: date-time */
            created_at: string;
        };
        ScreenshotListed: {
            uuid: string;
            /** @description The page address as requested. */
            url: string;
            /** @description The PNG of the viewport. */
            image_url: string;
            /** @description Viewport width in pixels. */
            width: number;
            /** @description Viewport height in pixels. */
            height: number;
            /** Format: date-time */
            created_at: string;
        };
        SigningCertificate: {
            /** Format: date-time */
            created_at: string;
            /** @description SHA-256 of the certificate (DER), hex. */
            fingerprint: string;
            id: string;
            issuer: string;
            name: string;
            /** @description The certificate’s subject (CN=..., O=...). */
            subject: string;
            /** Format: date-time */
            valid_until: string;
        };
        SizePreset: {
            aspect_ratio: string;
            height: number;
            name: string;
            platform: string;
            safe_margin_px: number;
            size: string;
            width: number;
        };
        Snap: {
            id: string;
            /** @description URL of the finished file; null until completed. */
            media_url: string | null;
            /**
             * @description `image` or `pdf`.
             * @enum {string}
             */
            type: "image" | "pdf";
            /** @enum {string} */
            status: "canceled" | "completed" | "failed" | "pending" | "processing";
            is_async: boolean;
            webhook_url: string | null;
            completed_at: string | null;
            last_error: string | null;
            variants: components["schemas"]["Variant"][] | null;
            /** @description The source template's uuid. */
            template_id: string | null;
            template_title: string | null;
            /** Format: date-time */
            created_at: string;
            /** @description A multi-page PDF's pages in order; null for a snap of one template (`templateId` and `variants` are then its own; for a document, its first page's). */
            pages?: {
                /** @description The page's template uuid. */
                template_id: string;
                template_title: string;
                variants: unknown;
            }[] | null;
        };
        SnapSummary: {
            id: string;
            /** @description The source template's uuid. */
            template_id: string | null;
            /**
             * @description `image` or `pdf`.
             * @enum {string}
             */
            type: "image" | "pdf";
            variants: components["schemas"]["Variant"][] | null;
            /** @description URL of the finished file; null until completed. */
            media_url: string | null;
            /** Format: date-time */
            created_at: string;
            /** @description A multi-page PDF's pages in order; null for a snap of one template (`templateId` and `variants` are then its own; for a document, its first page's). */
            pages?: {
                /** @description The page's template uuid. */
                template_id: string;
                template_title: string;
                variants: unknown;
            }[] | null;
        };
        StarterDesign: {
            background_color: string;
            description: string;
            height: number;
            key: string;
            /** @description Its pictures are this server's files (addresses under PUBLIC_URL). */
            layers: components["schemas"]["LayerInput"][];
            /** @description The size preset of a print design (its PDF has the physical page size), else null. */
            size: string | null;
            title: string;
            width: number;
        };
        Template: {
            /** @description Numeric id scoped to the account; the path segment of REST update and delete. */
            id: number;
            uuid: string;
            title: string;
            width: number;
            height: number;
            size: string | null;
            background_color: string;
            layers: components["schemas"]["Layer"][];
            /** @description The published design's motion (duration, fps, loop; docs/rendering.md "Animation"), or null for a still design. */
            animation: components["schemas"]["Animation"] | null;
            /** @description A print template's PDF defaults (docs/rendering.md "Print defaults"): `{pdf_standard, bleed, crop_marks}`, each optional, in the render options' REST names; a PDF render of the template takes each one it does not give. Only for templates with a Print size preset. Null for none. */
            print: components["schemas"]["PrintDefaults"] | null;
            /** @description The latest published version: incremented on every publish (templateVersions lists them). */
            version: number;
            /** @description A PNG thumbnail of the published design, made shortly after each publish; null until then. */
            preview_url: string | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        TemplateVersion: {
            version: number;
            /** @description The user who published it; null for none (a form, a version kept from before versions) or one since removed. */
            author_id: number | null;
            /** @description The author's name and e-mail when published. */
            author: string;
            /** Format: date-time */
            created_at: string;
            /** @description The published design as renders drew it: title, size, width, height, background_color, layers (their files by address), and animation, sizes, locales and print when set. */
            design: Record<string, never>;
        };
        TemplateVersionSummary: {
            version: number;
            /** @description The user who published it; null for none (a form, a version kept from before versions) or one since removed. */
            author_id: number | null;
            /** @description The author's name and e-mail when published. */
            author: string;
            /** Format: date-time */
            created_at: string;
        };
        Variant: {
            background_color?: string | null;
            barcode_content?: string | null;
            /** @description Empty layers: the border's (a line's) colour; must be a CSS colour. */
            border_color?: string | null;
            /** @description Text layers: the text colour; must be a CSS colour. */
            color?: string | null;
            /** @description Chart and table layers: their rows, an array of records or CSV text with a header row (at most 5,000 rows and 1 MB; docs/rendering.md "Data"). */
            data?: unknown;
            /** @description Image layers: CSS filter functions, as the layer property `filter` (docs/rendering.md). */
            filter?: string | null;
            /** @description Image layers: cover, contain or fill. */
            fit?: string | null;
            /** @description Image layers: the focal point across, 0 to 1. */
            focal_x?: number | null;
            /** @description Image layers: the focal point down, 0 to 1. */
            focal_y?: number | null;
            /** @description Text layers: the font family. */
            font_family?: string | null;
            /** @description Text layers: the font size in pixels, above 0 and at most 2000. */
            font_size?: number | null;
            hidden?: boolean | null;
            /** @description A public http(s) address, or a media `src` of this server. */
            image_url?: string | null;
            /** @description The layer key. */
            layer: string;
            /** @description Any layer: its opacity, 0 to 1. */
            opacity?: number | null;
            qr_content?: string | null;
            text?: string | null;
            /** @description Text layers: `plain` or `markup` (the text holds style tags; docs/rendering.md "Mixed styles"). */
            text_format?: string | null;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: {
        /** @description Identifies the request for support; the same id is in the server log. */
        RequestUuid: string;
        /** @description Requests allowed per minute on this endpoint from this address. */
        RateLimitLimit: number;
        /** @description Requests left in the current minute. */
        RateLimitRemaining: number;
        /** @description Seconds to wait before retrying. */
        RetryAfter: number;
        /** @description When the budget refills, as a Unix time in seconds. */
        RateLimitReset: number;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    auth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The token is valid. */
            200: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            company: string | null;
                            email: string;
                            name: string;
                        };
                    };
                };
            };
            /** @description No token, or an unknown or revoked one. */
            401: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The token lacks `api_requests`, or the role policy refuses the action (or the signature is wrong, for signed URLs). */
            403: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Invalid ability provided."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (or too many request bodies in flight from this address). */
            429: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too Many Attempts."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault of the server: details only in its log, under the request id. */
            500: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Server Error"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    certificates: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The account’s certificates, newest first. */
            200: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SigningCertificate"][];
                    };
                };
            };
            /** @description No token, or an unknown or revoked one. */
            401: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The token lacks `api_requests`, or the role policy refuses the action (or the signature is wrong, for signed URLs). */
            403: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Invalid ability provided."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (or too many request bodies in flight from this address). */
            429: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too Many Attempts."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault of the server: details only in its log, under the request id. */
            500: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Server Error"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    addCertificate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The .p12/.pfx file, base64 (at most 100 KB): an RSA key and its certificate, valid now. */
                    file?: string | null;
                    /** @description A name to know it by (1 to 255 characters). */
                    name?: string | null;
                    /** @description The file's password (at most 1024 bytes): opens it once, not kept. */
                    password?: string | null;
                };
            };
        };
        responses: {
            /** @description The certificate’s metadata. */
            201: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SigningCertificate"];
                };
            };
            /** @description The body is not valid JSON (or not valid multipart/form-data). */
            400: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The request body is not valid JSON."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No token, or an unknown or revoked one. */
            401: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The token lacks `api_requests`, or the role policy refuses the action (or the signature is wrong, for signed URLs). */
            403: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Invalid ability provided."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is too large. */
            413: {
                headers: {
                    /** @description Identifies the request for support; the same id is in the server log. Absent when the server refuses the body before the API reads it (its size, or bodies in flight). */
                    "X-Request-Uuid"?: string;
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The request body is too large."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Invalid input: `errors` names each invalid field by its request name, nested fields dotted. */
            422: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The template id field is required when collection id is not present.",
                     *       "errors": {
                     *         "template_id": [
                     *           "The template id field is required when collection id is not present."
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Too many requests (or too many request bodies in flight from this address). */
            429: {
                headers: {
                    /** @description Identifies the request for support; the same id is in the server log. Absent when the server refuses the body before the API reads it (its size, or bodies in flight). */
                    "X-Request-Uuid"?: string;
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too Many Attempts."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault of the server: details only in its log, under the request id. */
            500: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Server Error"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A part the request needs is missing or busy (Chromium for screenshots, every capture slot), or the server is receiving too many bodies at once. */
            503: {
                headers: {
                    /** @description Identifies the request for support; the same id is in the server log. Absent when the server refuses the body before the API reads it (its size, or bodies in flight). */
                    "X-Request-Uuid"?: string;
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The service is unavailable."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteCertificate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The certificate id. */
                certificateId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            200: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example Certificate deleted successfully. */
                        message: string;
                    };
                };
            };
            /** @description No token, or an unknown or revoked one. */
            401: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The token lacks `api_requests`, or the role policy refuses the action (or the signature is wrong, for signed URLs). */
            403: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Invalid ability provided."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown id, or one of another account. */
            404: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Not found."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (or too many request bodies in flight from this address). */
            429: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too Many Attempts."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault of the server: details only in its log, under the request id. */
            500: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Server Error"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    embeddedFormPage: {
        parameters: {
            query: {
                /** @description The signature over the whole URL, as the form's owner received it. */
                signature: string;
            };
            header?: never;
            path: {
                /** @description The form uuid. */
                formUuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The form page. */
            200: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    /** @description `frame-ancestors`: the origins the form's owner allows may embed it. */
                    "Content-Security-Policy": string;
                    /** @description `no-store` (HTML answers). */
                    "Cache-Control"?: string;
                    /** @description `nosniff` (HTML answers). */
                    "X-Content-Type-Options"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description The token lacks `api_requests`, or the role policy refuses the action (or the signature is wrong, for signed URLs). */
            403: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    /** @description `frame-ancestors`: the origins the form's owner allows may embed it. */
                    "Content-Security-Policy": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Invalid ability provided."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                    "text/html": string;
                };
            };
            /** @description Unknown id, or one of another account. */
            404: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    /** @description `frame-ancestors`: the origins the form's owner allows may embed it. */
                    "Content-Security-Policy": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Not found."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                    "text/html": string;
                };
            };
            /** @description A fault of the server: details only in its log, under the request id. */
            500: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    /** @description `frame-ancestors`: the origins the form's owner allows may embed it. */
                    "Content-Security-Policy": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Server Error"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                    "text/html": string;
                };
            };
        };
    };
    submitEmbeddedForm: {
        parameters: {
            query: {
                /** @description The signature over the whole URL, as the form's owner received it. */
                signature: string;
            };
            header?: never;
            path: {
                /** @description The form uuid. */
                formUuid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description `layers[<key>][<value key>]`: text values, or image files (multipart). */
                    layers?: {
                        [key: string]: unknown;
                    };
                };
                "multipart/form-data": {
                    /** @description `layers[<key>][<value key>]`: text values, or image files (multipart). */
                    layers?: {
                        [key: string]: unknown;
                    };
                };
                "application/x-www-form-urlencoded": {
                    /** @description `layers[<key>][<value key>]`: text values, or image files (multipart). */
                    layers?: {
                        [key: string]: unknown;
                    };
                };
            };
        };
        responses: {
            /** @description The rendered snaps: `{data: Snap}` for a template form, a bare array for a collection form. */
            200: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    /** @description `frame-ancestors`: the origins the form's owner allows may embed it. */
                    "Content-Security-Policy": string;
                    /** @description `no-store` (HTML answers). */
                    "Cache-Control"?: string;
                    /** @description `nosniff` (HTML answers). */
                    "X-Content-Type-Options"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Snap"];
                    } | components["schemas"]["Snap"][];
                    "text/html": string;
                };
            };
            /** @description The body is not valid JSON (or not valid multipart/form-data). */
            400: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    /** @description `frame-ancestors`: the origins the form's owner allows may embed it. */
                    "Content-Security-Policy": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The request body is not valid JSON."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                    "text/html": string;
                };
            };
            /** @description The token lacks `api_requests`, or the role policy refuses the action (or the signature is wrong, for signed URLs). */
            403: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    /** @description `frame-ancestors`: the origins the form's owner allows may embed it. */
                    "Content-Security-Policy": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Invalid ability provided."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                    "text/html": string;
                };
            };
            /** @description Unknown id, or one of another account. */
            404: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    /** @description `frame-ancestors`: the origins the form's owner allows may embed it. */
                    "Content-Security-Policy": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Not found."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                    "text/html": string;
                };
            };
            /** @description A multipart body sent without a Content-Length. */
            411: {
                headers: {
                    /** @description Identifies the request for support; the same id is in the server log. Absent when the server refuses the body before the API reads it (its size, or bodies in flight). */
                    "X-Request-Uuid"?: string;
                    /** @description `frame-ancestors`: the origins the form's owner allows may embed it. */
                    "Content-Security-Policy": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "A multipart request body needs a Content-Length header."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                    "text/html": string;
                };
            };
            /** @description The body is too large. */
            413: {
                headers: {
                    /** @description Identifies the request for support; the same id is in the server log. Absent when the server refuses the body before the API reads it (its size, or bodies in flight). */
                    "X-Request-Uuid"?: string;
                    /** @description `frame-ancestors`: the origins the form's owner allows may embed it. */
                    "Content-Security-Policy": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The request body is too large."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                    "text/html": string;
                };
            };
            /** @description The account has no credits left. */
            417: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    /** @description `frame-ancestors`: the origins the form's owner allows may embed it. */
                    "Content-Security-Policy": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "You have reached your snap quota."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                    "text/html": string;
                };
            };
            /** @description Invalid input: `errors` names each invalid field by its request name, nested fields dotted. */
            422: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    /** @description `frame-ancestors`: the origins the form's owner allows may embed it. */
                    "Content-Security-Policy": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The template id field is required when collection id is not present.",
                     *       "errors": {
                     *         "template_id": [
                     *           "The template id field is required when collection id is not present."
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ValidationError"];
                    "text/html": string;
                };
            };
            /** @description Too many requests (or too many request bodies in flight from this address). */
            429: {
                headers: {
                    /** @description Identifies the request for support; the same id is in the server log. Absent when the server refuses the body before the API reads it (its size, or bodies in flight). */
                    "X-Request-Uuid"?: string;
                    "Retry-After": components["headers"]["RetryAfter"];
                    /** @description `frame-ancestors`: the origins the form's owner allows may embed it. */
                    "Content-Security-Policy": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too Many Attempts."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                    "text/html": string;
                };
            };
            /** @description A fault of the server: details only in its log, under the request id. */
            500: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    /** @description `frame-ancestors`: the origins the form's owner allows may embed it. */
                    "Content-Security-Policy": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Server Error"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                    "text/html": string;
                };
            };
            /** @description A part the request needs is missing or busy (Chromium for screenshots, every capture slot), or the server is receiving too many bodies at once. */
            503: {
                headers: {
                    /** @description Identifies the request for support; the same id is in the server log. Absent when the server refuses the body before the API reads it (its size, or bodies in flight). */
                    "X-Request-Uuid"?: string;
                    "Retry-After": components["headers"]["RetryAfter"];
                    /** @description `frame-ancestors`: the origins the form's owner allows may embed it. */
                    "Content-Security-Policy": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The service is unavailable."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                    "text/html": string;
                };
            };
        };
    };
    fonts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The bundled families and the account's. */
            200: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["FontFamily"][];
                    };
                };
            };
            /** @description No token, or an unknown or revoked one. */
            401: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The token lacks `api_requests`, or the role policy refuses the action (or the signature is wrong, for signed URLs). */
            403: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Invalid ability provided."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (or too many request bodies in flight from this address). */
            429: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too Many Attempts."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault of the server: details only in its log, under the request id. */
            500: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Server Error"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    uploadFont: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description The font file. */
                    file: string;
                };
            };
        };
        responses: {
            /** @description The font. */
            201: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountFont"];
                };
            };
            /** @description The body is not valid JSON (or not valid multipart/form-data). */
            400: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The request body is not valid JSON."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No token, or an unknown or revoked one. */
            401: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The token lacks `api_requests`, or the role policy refuses the action (or the signature is wrong, for signed URLs). */
            403: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Invalid ability provided."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A conflict: the idempotency key is in use by another kind of request, or in progress. */
            409: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "This idempotency key was used for a single snap: use a new key for a batch."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A multipart body sent without a Content-Length. */
            411: {
                headers: {
                    /** @description Identifies the request for support; the same id is in the server log. Absent when the server refuses the body before the API reads it (its size, or bodies in flight). */
                    "X-Request-Uuid"?: string;
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "A multipart request body needs a Content-Length header."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is too large. */
            413: {
                headers: {
                    /** @description Identifies the request for support; the same id is in the server log. Absent when the server refuses the body before the API reads it (its size, or bodies in flight). */
                    "X-Request-Uuid"?: string;
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The request body is too large."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Invalid input: `errors` names each invalid field by its request name, nested fields dotted. */
            422: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The template id field is required when collection id is not present.",
                     *       "errors": {
                     *         "template_id": [
                     *           "The template id field is required when collection id is not present."
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Too many requests (or too many request bodies in flight from this address). */
            429: {
                headers: {
                    /** @description Identifies the request for support; the same id is in the server log. Absent when the server refuses the body before the API reads it (its size, or bodies in flight). */
                    "X-Request-Uuid"?: string;
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too Many Attempts."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault of the server: details only in its log, under the request id. */
            500: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Server Error"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A part the request needs is missing or busy (Chromium for screenshots, every capture slot), or the server is receiving too many bodies at once. */
            503: {
                headers: {
                    /** @description Identifies the request for support; the same id is in the server log. Absent when the server refuses the body before the API reads it (its size, or bodies in flight). */
                    "X-Request-Uuid"?: string;
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The service is unavailable."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteFont: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The font id. */
                fontId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            200: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example Font deleted successfully. */
                        message: string;
                    };
                };
            };
            /** @description No token, or an unknown or revoked one. */
            401: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The token lacks `api_requests`, or the role policy refuses the action (or the signature is wrong, for signed URLs). */
            403: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Invalid ability provided."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown id, or one of another account. */
            404: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Not found."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A conflict: the idempotency key is in use by another kind of request, or in progress. */
            409: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "This idempotency key was used for a single snap: use a new key for a batch."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (or too many request bodies in flight from this address). */
            429: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too Many Attempts."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault of the server: details only in its log, under the request id. */
            500: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Server Error"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    mediaPage: {
        parameters: {
            query?: {
                /** @description The page, from 1. */
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of 12 media items, newest first. */
            200: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["MediaItem"][];
                        links: {
                            first: string;
                            last: string;
                            prev: string | null;
                            next: string | null;
                        };
                        meta: {
                            current_page: number;
                            per_page: number;
                            total: number;
                        };
                    };
                };
            };
            /** @description No token, or an unknown or revoked one. */
            401: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The token lacks `api_requests`, or the role policy refuses the action (or the signature is wrong, for signed URLs). */
            403: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Invalid ability provided."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (or too many request bodies in flight from this address). */
            429: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too Many Attempts."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault of the server: details only in its log, under the request id. */
            500: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Server Error"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    uploadMedia: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description The image file. */
                    file: string;
                };
            };
        };
        responses: {
            /** @description The media item (unwrapped). */
            201: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MediaItem"];
                };
            };
            /** @description The body is not valid JSON (or not valid multipart/form-data). */
            400: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The request body is not valid JSON."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No token, or an unknown or revoked one. */
            401: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The token lacks `api_requests`, or the role policy refuses the action (or the signature is wrong, for signed URLs). */
            403: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Invalid ability provided."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A multipart body sent without a Content-Length. */
            411: {
                headers: {
                    /** @description Identifies the request for support; the same id is in the server log. Absent when the server refuses the body before the API reads it (its size, or bodies in flight). */
                    "X-Request-Uuid"?: string;
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "A multipart request body needs a Content-Length header."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is too large. */
            413: {
                headers: {
                    /** @description Identifies the request for support; the same id is in the server log. Absent when the server refuses the body before the API reads it (its size, or bodies in flight). */
                    "X-Request-Uuid"?: string;
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The request body is too large."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Invalid input: `errors` names each invalid field by its request name, nested fields dotted. */
            422: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The template id field is required when collection id is not present.",
                     *       "errors": {
                     *         "template_id": [
                     *           "The template id field is required when collection id is not present."
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Too many requests (or too many request bodies in flight from this address). */
            429: {
                headers: {
                    /** @description Identifies the request for support; the same id is in the server log. Absent when the server refuses the body before the API reads it (its size, or bodies in flight). */
                    "X-Request-Uuid"?: string;
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too Many Attempts."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault of the server: details only in its log, under the request id. */
            500: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Server Error"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A part the request needs is missing or busy (Chromium for screenshots, every capture slot), or the server is receiving too many bodies at once. */
            503: {
                headers: {
                    /** @description Identifies the request for support; the same id is in the server log. Absent when the server refuses the body before the API reads it (its size, or bodies in flight). */
                    "X-Request-Uuid"?: string;
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The service is unavailable."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteMedia: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The media item id. */
                mediaId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted, its file too. */
            200: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example Media deleted successfully. */
                        message: string;
                    };
                };
            };
            /** @description No token, or an unknown or revoked one. */
            401: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The token lacks `api_requests`, or the role policy refuses the action (or the signature is wrong, for signed URLs). */
            403: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Invalid ability provided."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown id, or one of another account. */
            404: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Not found."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A conflict: the idempotency key is in use by another kind of request, or in progress. */
            409: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "This idempotency key was used for a single snap: use a new key for a batch."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (or too many request bodies in flight from this address). */
            429: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too Many Attempts."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault of the server: details only in its log, under the request id. */
            500: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Server Error"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    openApiDocument: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The document. */
            200: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        openapi: "3.1.0";
                    };
                };
            };
            /** @description A fault of the server: details only in its log, under the request id. */
            500: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Server Error"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    renderUrl: {
        parameters: {
            query: {
                /** @description HMAC-SHA256 of the path and canonical query, lower-case hex. */
                s: string;
                /** @description Unix seconds after which the URL answers 410. */
                expires?: number;
                /** @description `true`/`1` or `false`/`0`; png and webp only. */
                transparent?: "true" | "false" | "1" | "0";
            };
            header?: never;
            path: {
                /** @description The template uuid, in lower case. */
                templateUuid: string;
                /** @description The file format. */
                format: "png" | "jpeg" | "webp" | "gif" | "apng" | "mp4" | "pdf";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file. */
            200: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    /** @description `public, max-age=RENDER_URL_MAX_AGE_SECONDS` on the file; `no-store` on errors. */
                    "Cache-Control": string;
                    /** @description The same for every URL with the same render. */
                    ETag: string;
                    /** @description `HIT` when served from the cache, `MISS` when rendered for this request. */
                    "X-Cache": "HIT" | "MISS";
                    [name: string]: unknown;
                };
                content: {
                    "image/png": unknown;
                    "image/jpeg": unknown;
                    "image/webp": unknown;
                    "image/gif": unknown;
                    "image/apng": unknown;
                    "video/mp4": unknown;
                    "application/pdf": unknown;
                };
            };
            /** @description `If-None-Match` carries the current ETag. */
            304: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    /** @description `public, max-age=RENDER_URL_MAX_AGE_SECONDS` on the file; `no-store` on errors. */
                    "Cache-Control": string;
                    /** @description The same for every URL with the same render. */
                    ETag: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The signature is missing, repeated or wrong: `Invalid signature.` */
            403: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    /** @description `public, max-age=RENDER_URL_MAX_AGE_SECONDS` on the file; `no-store` on errors. */
                    "Cache-Control": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Invalid ability provided."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown id, or one of another account. */
            404: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    /** @description `public, max-age=RENDER_URL_MAX_AGE_SECONDS` on the file; `no-store` on errors. */
                    "Cache-Control": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Not found."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The signed URL is past its `expires`. */
            410: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    /** @description `public, max-age=RENDER_URL_MAX_AGE_SECONDS` on the file; `no-store` on errors. */
                    "Cache-Control": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "This URL has expired."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The account has no credits left. */
            417: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    /** @description `public, max-age=RENDER_URL_MAX_AGE_SECONDS` on the file; `no-store` on errors. */
                    "Cache-Control": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "You have reached your snap quota."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Invalid input: `errors` names each invalid field by its request name, nested fields dotted. */
            422: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    /** @description `public, max-age=RENDER_URL_MAX_AGE_SECONDS` on the file; `no-store` on errors. */
                    "Cache-Control": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The template id field is required when collection id is not present.",
                     *       "errors": {
                     *         "template_id": [
                     *           "The template id field is required when collection id is not present."
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Too many requests (or too many request bodies in flight from this address). */
            429: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    /** @description `public, max-age=RENDER_URL_MAX_AGE_SECONDS` on the file; `no-store` on errors. */
                    "Cache-Control": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too Many Attempts."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault of the server: details only in its log, under the request id. */
            500: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    /** @description `public, max-age=RENDER_URL_MAX_AGE_SECONDS` on the file; `no-store` on errors. */
                    "Cache-Control": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Server Error"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    screenshots: {
        parameters: {
            query?: {
                /** @description A cursor from `meta`: the next or the previous page. */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of screenshots (25), newest first. */
            200: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ScreenshotListed"][];
                        meta: components["schemas"]["CursorMeta"];
                    };
                };
            };
            /** @description No token, or an unknown or revoked one. */
            401: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The token lacks `api_requests`, or the role policy refuses the action (or the signature is wrong, for signed URLs). */
            403: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Invalid ability provided."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (or too many request bodies in flight from this address). */
            429: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too Many Attempts."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault of the server: details only in its log, under the request id. */
            500: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Server Error"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createScreenshot: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    height?: number | null;
                    url: string;
                    width?: number | null;
                };
            };
        };
        responses: {
            /** @description The screenshot. */
            201: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Screenshot"];
                    };
                };
            };
            /** @description The body is not valid JSON (or not valid multipart/form-data). */
            400: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The request body is not valid JSON."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No token, or an unknown or revoked one. */
            401: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The token lacks `api_requests`, or the role policy refuses the action (or the signature is wrong, for signed URLs). */
            403: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Invalid ability provided."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is too large. */
            413: {
                headers: {
                    /** @description Identifies the request for support; the same id is in the server log. Absent when the server refuses the body before the API reads it (its size, or bodies in flight). */
                    "X-Request-Uuid"?: string;
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The request body is too large."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The account has no credits left. */
            417: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "You have reached your snap quota."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Invalid input: `errors` names each invalid field by its request name, nested fields dotted. */
            422: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The template id field is required when collection id is not present.",
                     *       "errors": {
                     *         "template_id": [
                     *           "The template id field is required when collection id is not present."
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Too many requests (or too many request bodies in flight from this address). */
            429: {
                headers: {
                    /** @description Identifies the request for support; the same id is in the server log. Absent when the server refuses the body before the API reads it (its size, or bodies in flight). */
                    "X-Request-Uuid"?: string;
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too Many Attempts."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault of the server: details only in its log, under the request id. */
            500: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Server Error"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A part the request needs is missing or busy (Chromium for screenshots, every capture slot), or the server is receiving too many bodies at once. */
            503: {
                headers: {
                    /** @description Identifies the request for support; the same id is in the server log. Absent when the server refuses the body before the API reads it (its size, or bodies in flight). */
                    "X-Request-Uuid"?: string;
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The service is unavailable."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    screenshot: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The screenshot id. */
                screenshotUuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The screenshot. */
            200: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Screenshot"];
                    };
                };
            };
            /** @description No token, or an unknown or revoked one. */
            401: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The token lacks `api_requests`, or the role policy refuses the action (or the signature is wrong, for signed URLs). */
            403: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Invalid ability provided."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown id, or one of another account. */
            404: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Not found."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (or too many request bodies in flight from this address). */
            429: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too Many Attempts."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault of the server: details only in its log, under the request id. */
            500: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Server Error"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    snaps: {
        parameters: {
            query?: {
                /** @description A cursor from `metadata`: the next or the previous page. */
                cursor?: string;
                /** @description Snaps per page, 1 to 100 (default 15). */
                pagination?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of snaps, newest first. */
            200: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["SnapSummary"][];
                        metadata: {
                            items_per_page: number;
                            next_page_cursor: string | null;
                            previous_page_cursor: string | null;
                        };
                    };
                };
            };
            /** @description No token, or an unknown or revoked one. */
            401: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The token lacks `api_requests`, or the role policy refuses the action (or the signature is wrong, for signed URLs). */
            403: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Invalid ability provided."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (or too many request bodies in flight from this address). */
            429: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too Many Attempts."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault of the server: details only in its log, under the request id. */
            500: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Server Error"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createSnap: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    async?: boolean | null;
                    /** @description Type pdf: files the document carries (at most 10, 1 MB together): `name` (a file name), `mimeType` (`text/xml`), `content` (base64), `description`, and `relationship` to the document (Alternative, Data, Source, Supplement, Unspecified; default Unspecified), PDF/A-3's AFRelationship: a Factur-X invoice's XML is `Alternative` with `pdfStandard: "PDF/A-3b"`. Not with PDF/A-2b, which may carry only PDF/A files. Kept until the snap is settled, then only their names. */
                    attachments?: {
                        /** @description A file name, e.g. `factur-x.xml`. */
                        name: string;
                        /** @description A media type, e.g. `text/xml`. */
                        mime_type: string;
                        /** @description The bytes, base64. */
                        content: string;
                        description?: string;
                        /** @enum {string} */
                        relationship?: "Alternative" | "Data" | "Source" | "Supplement" | "Unspecified";
                    }[] | null;
                    /** @description Type pdf, print templates: millimetres drawn beyond the trim on every side (0 to 10); the page has a TrimBox and a BleedBox. */
                    bleed?: number | null;
                    collection_id?: string | null;
                    /** @description Type pdf, print templates: crop marks at the trim's corners, outside the bleed. */
                    crop_marks?: boolean | null;
                    /** @description GIF: Floyd–Steinberg dithering (default false). */
                    dither?: boolean | null;
                    /** @description Type pdf: `true` draws text layers' form fields as their values' plain text instead of fillable fields. */
                    flatten?: boolean | null;
                    format?: ("png" | "jpeg" | "webp" | "gif" | "apng" | "mp4") | null;
                    /** @description An animated template rendered as a still (png, jpeg, webp, pdf): the instant shown, in ms from 0 to the duration; default the last frame. */
                    frame_at?: number | null;
                    idempotency_key?: string | null;
                    /** @description Type pdf: the document language, a BCP 47 tag (`en`, `fr-CA`); default guessed from the text's script, else `en`. */
                    lang?: string | null;
                    /** @description A BCP 47 locale: text layers that name a message show it in this locale, else in the template's default one (docs/rendering.md "Locales"). */
                    locale?: string | null;
                    /** @description Several BCP 47 locales (1 to 20), a file each in this order (times the sizes), each charged; instead of `locale`. */
                    locales?: string[] | null;
                    /** @description With `collectionId` and type pdf: one PDF of the collection, a page per template in its order. */
                    merge?: boolean | null;
                    /** @description The arguments of the messages, e.g. `{"count": 5}` for a plural. */
                    messageValues?: unknown;
                    /** @description Type pdf: one PDF of these pages (1 to 100), in order; instead of `templateId` or `collectionId`. */
                    pages?: {
                        template_id: string;
                        variants?: {
                            background_color?: string | null;
                            barcode_content?: string | null;
                            /** @description Empty layers: the border's (a line's) colour; must be a CSS colour. */
                            border_color?: string | null;
                            /** @description Text layers: the text colour; must be a CSS colour. */
                            color?: string | null;
                            /** @description Chart and table layers: their rows, an array of records or CSV text with a header row (at most 5,000 rows and 1 MB; docs/rendering.md "Data"). */
                            data?: unknown;
                            /** @description Image layers: CSS filter functions, as the layer property `filter` (docs/rendering.md). */
                            filter?: string | null;
                            /** @description Image layers: cover, contain or fill. */
                            fit?: string | null;
                            /** @description Image layers: the focal point across, 0 to 1. */
                            focal_x?: number | null;
                            /** @description Image layers: the focal point down, 0 to 1. */
                            focal_y?: number | null;
                            /** @description Text layers: the font family. */
                            font_family?: string | null;
                            /** @description Text layers: the font size in pixels, above 0 and at most 2000. */
                            font_size?: number | null;
                            hidden?: boolean | null;
                            /** @description A public http(s) address, or a media `src` of this server. */
                            image_url?: string | null;
                            /** @description The layer key. */
                            layer: string;
                            /** @description Any layer: its opacity, 0 to 1. */
                            opacity?: number | null;
                            qr_content?: string | null;
                            text?: string | null;
                            /** @description Text layers: `plain` or `markup` (the text holds style tags; docs/rendering.md "Mixed styles"). */
                            text_format?: string | null;
                        }[] | null;
                    }[] | null;
                    /** @description GIF: `auto` (default: one palette for the clip when it fits every frame), `global` or `frame` (one per frame). */
                    palette?: ("auto" | "global" | "frame") | null;
                    /** @description Type pdf: AES-256 encryption. `ownerPassword` (required) lifts the `permissions` (print, copy, modify; each default false); `userPassword`, when given, is asked to open the file. Passwords are 1 to 127 bytes of UTF-8; they are never returned, logged or kept once the snap is settled. Not with a PDF/A standard (PDF/A forbids encryption). */
                    pdf_protection?: {
                        /** @description 1 to 127 bytes of UTF-8. */
                        owner_password: string;
                        /** @description Asked to open the file; must differ from the owner password. */
                        user_password?: string;
                        permissions?: {
                            print?: boolean;
                            copy?: boolean;
                            modify?: boolean;
                        };
                    } | null;
                    /** @description Type pdf: a digital signature (adbe.pkcs7.detached, with the signing time) made with one of the account’s certificates (`certificateId`, see `addCertificate`); `reason` and `location` are written into it. With `placement` (page from 1; x, y, width, height in points from the top left of the page’s trim) it is visible there, else invisible. Not with `pdfProtection` nor a PDF/A standard. */
                    pdf_signature?: {
                        /** @description A certificate of the account (GET /certificates). */
                        certificate_id: string;
                        reason?: string;
                        location?: string;
                        /** @description Points from the top left of the page’s trim; absent: invisible. */
                        placement?: {
                            /** @description From 1; default 1. */
                            page?: number;
                            x: number;
                            y: number;
                            width: number;
                            height: number;
                        };
                    } | null;
                    /** @description Type pdf: `PDF/A-2b`, an archival PDF (sRGB output intent, XMP identification, fonts embedded), `PDF/A-3b`, the same that may carry attachments (Factur-X), or `PDF/X-4`, for print: every colour in CMYK inks (cmyk() colours as given, others and images converted through the embedded output-intent profile), TrimBox and BleedBox on every page, form fields printed as their values. */
                    pdf_standard?: ("PDF/A-2b" | "PDF/A-3b" | "PDF/X-4") | null;
                    /** @description With `templateId`: The template's sizes to draw by name (`default` is its own; docs/rendering.md "Sizes"), a file each in this order, each charged. */
                    sizes?: string[] | null;
                    template_id?: string | null;
                    /** @description With `templateId`: the published version to draw (docs/api.md "Versions"); absent: the latest. Unknown: a validation error, nothing created. */
                    template_version?: number | null;
                    /** @description Type pdf: the document title (1 to 255 characters); default the (first page's) template title. */
                    title?: string | null;
                    transparent?: boolean | null;
                    type?: ("image" | "pdf") | null;
                    variants?: components["schemas"]["Variant"][] | null;
                    webhook_url?: string | null;
                };
            };
        };
        responses: {
            /** @description Rendered: the snap with its `media_url` (an array of snaps for a collection, unless `merge`). */
            201: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    /** @description `true` when an `idempotency_key` returned the first request's snap: nothing was rendered or charged. */
                    "X-Idempotent-Replay"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Snap"] | components["schemas"]["Snap"][];
                };
            };
            /** @description Queued (`async: true`): the snap with status `pending` (an array for a collection, unless `merge`). */
            202: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    /** @description `true` when an `idempotency_key` returned the first request's snap: nothing was rendered or charged. */
                    "X-Idempotent-Replay"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Snap"] | components["schemas"]["Snap"][];
                };
            };
            /** @description The body is not valid JSON (or not valid multipart/form-data). */
            400: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The request body is not valid JSON."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No token, or an unknown or revoked one. */
            401: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The token lacks `api_requests`, or the role policy refuses the action (or the signature is wrong, for signed URLs). */
            403: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Invalid ability provided."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown id, or one of another account. */
            404: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Not found."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A conflict: the idempotency key is in use by another kind of request, or in progress. */
            409: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "This idempotency key was used for a single snap: use a new key for a batch."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is too large. */
            413: {
                headers: {
                    /** @description Identifies the request for support; the same id is in the server log. Absent when the server refuses the body before the API reads it (its size, or bodies in flight). */
                    "X-Request-Uuid"?: string;
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The request body is too large."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The account has no credits left. */
            417: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "You have reached your snap quota."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Invalid input: `errors` names each invalid field by its request name, nested fields dotted. */
            422: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The template id field is required when collection id is not present.",
                     *       "errors": {
                     *         "template_id": [
                     *           "The template id field is required when collection id is not present."
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Too many requests (or too many request bodies in flight from this address). */
            429: {
                headers: {
                    /** @description Identifies the request for support; the same id is in the server log. Absent when the server refuses the body before the API reads it (its size, or bodies in flight). */
                    "X-Request-Uuid"?: string;
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too Many Attempts."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault of the server: details only in its log, under the request id. */
            500: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Server Error"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A part the request needs is missing or busy (Chromium for screenshots, every capture slot), or the server is receiving too many bodies at once. */
            503: {
                headers: {
                    /** @description Identifies the request for support; the same id is in the server log. Absent when the server refuses the body before the API reads it (its size, or bodies in flight). */
                    "X-Request-Uuid"?: string;
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The service is unavailable."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    snap: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The snap id (a UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The snap. */
            200: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SnapSummary"];
                };
            };
            /** @description No token, or an unknown or revoked one. */
            401: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The token lacks `api_requests`, or the role policy refuses the action (or the signature is wrong, for signed URLs). */
            403: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Invalid ability provided."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown id, or one of another account. */
            404: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Not found."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (or too many request bodies in flight from this address). */
            429: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too Many Attempts."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault of the server: details only in its log, under the request id. */
            500: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Server Error"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createBatch: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Type pdf, print templates: millimetres drawn beyond the trim on every side (0 to 10); the page has a TrimBox and a BleedBox. */
                    bleed?: number | null;
                    /** @description Type pdf, print templates: crop marks at the trim's corners, outside the bleed. */
                    crop_marks?: boolean | null;
                    /** @description GIF: Floyd–Steinberg dithering (default false). */
                    dither?: boolean | null;
                    format?: ("png" | "jpeg" | "webp" | "gif" | "apng" | "mp4") | null;
                    /** @description An animated template rendered as a still (png, jpeg, webp, pdf): the instant shown, in ms from 0 to the duration; default the last frame. */
                    frame_at?: number | null;
                    idempotency_key?: string | null;
                    /** @description 1 to 100 rows; with `sizes` or `locales`, an item per row, locale and size, at most 100 in all (docs/api.md "Matrix batches"). */
                    items: {
                        /** @description Up to 191 characters; default `item_<position>` (from 1). */
                        identifier?: string | null;
                        /** @description Type pdf: the item is one PDF of these pages (1 to 100), instead of the batch's template; a credit per page. */
                        pages?: {
                            template_id: string;
                            variants?: {
                                background_color?: string | null;
                                barcode_content?: string | null;
                                /** @description Empty layers: the border's (a line's) colour; must be a CSS colour. */
                                border_color?: string | null;
                                /** @description Text layers: the text colour; must be a CSS colour. */
                                color?: string | null;
                                /** @description Chart and table layers: their rows, an array of records or CSV text with a header row (at most 5,000 rows and 1 MB; docs/rendering.md "Data"). */
                                data?: unknown;
                                /** @description Image layers: CSS filter functions, as the layer property `filter` (docs/rendering.md). */
                                filter?: string | null;
                                /** @description Image layers: cover, contain or fill. */
                                fit?: string | null;
                                /** @description Image layers: the focal point across, 0 to 1. */
                                focal_x?: number | null;
                                /** @description Image layers: the focal point down, 0 to 1. */
                                focal_y?: number | null;
                                /** @description Text layers: the font family. */
                                font_family?: string | null;
                                /** @description Text layers: the font size in pixels, above 0 and at most 2000. */
                                font_size?: number | null;
                                hidden?: boolean | null;
                                /** @description A public http(s) address, or a media `src` of this server. */
                                image_url?: string | null;
                                /** @description The layer key. */
                                layer: string;
                                /** @description Any layer: its opacity, 0 to 1. */
                                opacity?: number | null;
                                qr_content?: string | null;
                                text?: string | null;
                                /** @description Text layers: `plain` or `markup` (the text holds style tags; docs/rendering.md "Mixed styles"). */
                                text_format?: string | null;
                            }[] | null;
                        }[] | null;
                        /** @description Type pdf: the document title (1 to 255 characters); default the (first page's) template title. */
                        title?: string | null;
                        variants?: components["schemas"]["Variant"][] | null;
                    }[];
                    /** @description Type pdf: the document language, a BCP 47 tag (`en`, `fr-CA`); default guessed from the text's script, else `en`. */
                    lang?: string | null;
                    /** @description A BCP 47 locale: text layers that name a message show it in this locale, else in the template's default one (docs/rendering.md "Locales"). */
                    locale?: string | null;
                    /** @description Several BCP 47 locales (1 to 20), a file each in this order (times the sizes), each charged; instead of `locale`. */
                    locales?: string[] | null;
                    /** @description The arguments of the messages, e.g. `{"count": 5}` for a plural. */
                    message_values?: unknown;
                    /** @description GIF: `auto` (default: one palette for the clip when it fits every frame), `global` or `frame` (one per frame). */
                    palette?: string | null;
                    /** @description Type pdf: `PDF/A-2b`, an archival PDF (sRGB output intent, XMP identification, fonts embedded), `PDF/A-3b`, the same that may carry attachments (Factur-X), or `PDF/X-4`, for print: every colour in CMYK inks (cmyk() colours as given, others and images converted through the embedded output-intent profile), TrimBox and BleedBox on every page, form fields printed as their values. */
                    pdf_standard?: ("PDF/A-2b" | "PDF/A-3b" | "PDF/X-4") | null;
                    /** @description Every row drawn at each: The template's sizes to draw by name (`default` is its own; docs/rendering.md "Sizes"), a file each in this order, each charged. */
                    sizes?: string[] | null;
                    template_id: string;
                    /** @description The published version every item draws (docs/api.md "Versions"); absent: the latest. */
                    template_version?: number | null;
                    title?: string | null;
                    transparent?: boolean | null;
                    type?: ("image" | "pdf") | null;
                    webhook_url?: string | null;
                };
            };
        };
        responses: {
            /** @description Accepted: the batch, without `items`. */
            202: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    /** @description `true` when an `idempotency_key` returned the first request's batch: no second batch was started. */
                    "X-Idempotent-Replay"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Batch"];
                };
            };
            /** @description The body is not valid JSON (or not valid multipart/form-data). */
            400: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The request body is not valid JSON."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No token, or an unknown or revoked one. */
            401: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The token lacks `api_requests`, or the role policy refuses the action (or the signature is wrong, for signed URLs). */
            403: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Invalid ability provided."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown id, or one of another account. */
            404: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Not found."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A conflict: the idempotency key is in use by another kind of request, or in progress. */
            409: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "This idempotency key was used for a single snap: use a new key for a batch."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is too large. */
            413: {
                headers: {
                    /** @description Identifies the request for support; the same id is in the server log. Absent when the server refuses the body before the API reads it (its size, or bodies in flight). */
                    "X-Request-Uuid"?: string;
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The request body is too large."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The account has no credits left. */
            417: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "You have reached your snap quota."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Invalid input: `errors` names each invalid field by its request name, nested fields dotted. */
            422: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The template id field is required when collection id is not present.",
                     *       "errors": {
                     *         "template_id": [
                     *           "The template id field is required when collection id is not present."
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Too many requests (or too many request bodies in flight from this address). */
            429: {
                headers: {
                    /** @description Identifies the request for support; the same id is in the server log. Absent when the server refuses the body before the API reads it (its size, or bodies in flight). */
                    "X-Request-Uuid"?: string;
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too Many Attempts."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault of the server: details only in its log, under the request id. */
            500: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Server Error"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A part the request needs is missing or busy (Chromium for screenshots, every capture slot), or the server is receiving too many bodies at once. */
            503: {
                headers: {
                    /** @description Identifies the request for support; the same id is in the server log. Absent when the server refuses the body before the API reads it (its size, or bodies in flight). */
                    "X-Request-Uuid"?: string;
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The service is unavailable."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    batch: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The batch uuid. */
                batchUuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The batch with its items. */
            200: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BatchWithItems"];
                };
            };
            /** @description No token, or an unknown or revoked one. */
            401: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The token lacks `api_requests`, or the role policy refuses the action (or the signature is wrong, for signed URLs). */
            403: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Invalid ability provided."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown batch, or a batch of another account: `No batch with that id exists in your account.` */
            404: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Not found."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (or too many request bodies in flight from this address). */
            429: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too Many Attempts."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault of the server: details only in its log, under the request id. */
            500: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Server Error"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    batchArchive: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The batch uuid. */
                batchUuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The ZIP. */
            200: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    /** @description `attachment; filename="<title>.zip"` (and `filename*` in UTF-8). */
                    "Content-Disposition": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/zip": unknown;
                };
            };
            /** @description No token, or an unknown or revoked one. */
            401: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The token lacks `api_requests`, or the role policy refuses the action (or the signature is wrong, for signed URLs). */
            403: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Invalid ability provided."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown batch, or a batch of another account: `No batch with that id exists in your account.` */
            404: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Not found."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (or too many request bodies in flight from this address). */
            429: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too Many Attempts."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault of the server: details only in its log, under the request id. */
            500: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Server Error"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    cancelBatch: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The batch uuid. */
                batchUuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The batch with its items. */
            200: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BatchWithItems"];
                };
            };
            /** @description No token, or an unknown or revoked one. */
            401: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The token lacks `api_requests`, or the role policy refuses the action (or the signature is wrong, for signed URLs). */
            403: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Invalid ability provided."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown batch, or a batch of another account: `No batch with that id exists in your account.` */
            404: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Not found."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (or too many request bodies in flight from this address). */
            429: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too Many Attempts."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault of the server: details only in its log, under the request id. */
            500: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Server Error"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    batchesArchive: {
        parameters: {
            query: {
                /** @description The batch uuids, comma-separated (1 to 50). */
                uuids: string;
                /** @description The ZIP's file name, without `.zip` (default `batches`). */
                name?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The ZIP. */
            200: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    /** @description `attachment; filename="<name>.zip"` (and `filename*` in UTF-8). */
                    "Content-Disposition": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/zip": unknown;
                };
            };
            /** @description No token, or an unknown or revoked one. */
            401: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The token lacks `api_requests`, or the role policy refuses the action (or the signature is wrong, for signed URLs). */
            403: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Invalid ability provided."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description One of the batches is unknown or of another account: `No batch with that id exists in your account.` */
            404: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Not found."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Invalid input: `errors` names each invalid field by its request name, nested fields dotted. */
            422: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The template id field is required when collection id is not present.",
                     *       "errors": {
                     *         "template_id": [
                     *           "The template id field is required when collection id is not present."
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Too many requests (or too many request bodies in flight from this address). */
            429: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too Many Attempts."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault of the server: details only in its log, under the request id. */
            500: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Server Error"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    previewSnap: {
        parameters: {
            query: {
                /** @description The template uuid. */
                template_id: string;
                /** @description Per-layer overrides, as `variants[i][key]=value`. */
                variants?: Record<string, never>[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The preview page. */
            200: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    /** @description The page runs no script and loads only its images. */
                    "Content-Security-Policy": string;
                    /** @description `no-store`. */
                    "Cache-Control": string;
                    /** @description `nosniff`. */
                    "X-Content-Type-Options": string;
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description No token, or an unknown or revoked one. */
            401: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The token lacks `api_requests`, or the role policy refuses the action (or the signature is wrong, for signed URLs). */
            403: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Invalid ability provided."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown id, or one of another account. */
            404: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Not found."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Invalid input: `errors` names each invalid field by its request name, nested fields dotted. */
            422: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The template id field is required when collection id is not present.",
                     *       "errors": {
                     *         "template_id": [
                     *           "The template id field is required when collection id is not present."
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Too many requests (or too many request bodies in flight from this address). */
            429: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too Many Attempts."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault of the server: details only in its log, under the request id. */
            500: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Server Error"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    templateFiles: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The folder, zipped. */
            200: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/zip": unknown;
                };
            };
            /** @description No token, or an unknown or revoked one. */
            401: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The token lacks `api_requests`, or the role policy refuses the action (or the signature is wrong, for signed URLs). */
            403: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Invalid ability provided."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (or too many request bodies in flight from this address). */
            429: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too Many Attempts."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault of the server: details only in its log, under the request id. */
            500: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Server Error"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    pushTemplateFiles: {
        parameters: {
            query?: {
                /** @description `true`: say what would change, store nothing. */
                dry_run?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description The folder (ZIP). */
                    file: string;
                };
            };
        };
        responses: {
            /** @description What changed (or would). */
            200: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            folder: string;
                            title: string;
                            /** @enum {string} */
                            status: "added" | "changed" | "unchanged";
                            changes: string[];
                        }[];
                    };
                };
            };
            /** @description The body is not valid JSON (or not valid multipart/form-data). */
            400: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The request body is not valid JSON."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No token, or an unknown or revoked one. */
            401: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The token lacks `api_requests`, or the role policy refuses the action (or the signature is wrong, for signed URLs). */
            403: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Invalid ability provided."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A multipart body sent without a Content-Length. */
            411: {
                headers: {
                    /** @description Identifies the request for support; the same id is in the server log. Absent when the server refuses the body before the API reads it (its size, or bodies in flight). */
                    "X-Request-Uuid"?: string;
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "A multipart request body needs a Content-Length header."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is too large. */
            413: {
                headers: {
                    /** @description Identifies the request for support; the same id is in the server log. Absent when the server refuses the body before the API reads it (its size, or bodies in flight). */
                    "X-Request-Uuid"?: string;
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The request body is too large."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Invalid input: `errors` names each invalid field by its request name, nested fields dotted. */
            422: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The template id field is required when collection id is not present.",
                     *       "errors": {
                     *         "template_id": [
                     *           "The template id field is required when collection id is not present."
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Too many requests (or too many request bodies in flight from this address). */
            429: {
                headers: {
                    /** @description Identifies the request for support; the same id is in the server log. Absent when the server refuses the body before the API reads it (its size, or bodies in flight). */
                    "X-Request-Uuid"?: string;
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too Many Attempts."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault of the server: details only in its log, under the request id. */
            500: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Server Error"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A part the request needs is missing or busy (Chromium for screenshots, every capture slot), or the server is receiving too many bodies at once. */
            503: {
                headers: {
                    /** @description Identifies the request for support; the same id is in the server log. Absent when the server refuses the body before the API reads it (its size, or bodies in flight). */
                    "X-Request-Uuid"?: string;
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The service is unavailable."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    templates: {
        parameters: {
            query?: {
                /** @description A cursor from `meta`: the next or the previous page. */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of templates (25). */
            200: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Template"][];
                        meta: components["schemas"]["CursorMeta"];
                    };
                };
            };
            /** @description No token, or an unknown or revoked one. */
            401: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The token lacks `api_requests`, or the role policy refuses the action (or the signature is wrong, for signed URLs). */
            403: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Invalid ability provided."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (or too many request bodies in flight from this address). */
            429: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too Many Attempts."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault of the server: details only in its log, under the request id. */
            500: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Server Error"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The motion (docs/rendering.md "Animation"): duration in ms, fps, loop; null makes the design still. */
                    animation?: components["schemas"]["Animation"] | null;
                    background_color?: string | null;
                    height?: number | null;
                    layers?: components["schemas"]["LayerInput"][] | null;
                    /** @description The design's message catalogs (docs/rendering.md "Locales"): `{default_locale, mirror_rtl, messages: {<locale>: {<key>: <ICU message>}}}`; null removes them. */
                    locales?: unknown;
                    /** @description A print template's PDF defaults (docs/rendering.md "Print defaults"): `{pdf_standard, bleed, crop_marks}`, each optional, in the render options' REST names; a PDF render of the template takes each one it does not give. Only for templates with a Print size preset. Null removes them. */
                    print?: components["schemas"]["PrintDefaults"] | null;
                    size?: string | null;
                    /** @description The design's other sizes (docs/rendering.md "Sizes"): at most 20 of `{name, width, height, layers}`, `layers` the properties each layer takes at that size by layer key; null removes them. */
                    sizes?: unknown;
                    title: string;
                    width?: number | null;
                };
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            uuid: string;
                            title: string;
                        };
                        /** @example Template created successfully. */
                        message: string;
                    };
                };
            };
            /** @description The body is not valid JSON (or not valid multipart/form-data). */
            400: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The request body is not valid JSON."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No token, or an unknown or revoked one. */
            401: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The token lacks `api_requests`, or the role policy refuses the action (or the signature is wrong, for signed URLs). */
            403: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Invalid ability provided."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is too large. */
            413: {
                headers: {
                    /** @description Identifies the request for support; the same id is in the server log. Absent when the server refuses the body before the API reads it (its size, or bodies in flight). */
                    "X-Request-Uuid"?: string;
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The request body is too large."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Invalid input: `errors` names each invalid field by its request name, nested fields dotted. */
            422: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The template id field is required when collection id is not present.",
                     *       "errors": {
                     *         "template_id": [
                     *           "The template id field is required when collection id is not present."
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Too many requests (or too many request bodies in flight from this address). */
            429: {
                headers: {
                    /** @description Identifies the request for support; the same id is in the server log. Absent when the server refuses the body before the API reads it (its size, or bodies in flight). */
                    "X-Request-Uuid"?: string;
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too Many Attempts."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault of the server: details only in its log, under the request id. */
            500: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Server Error"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A part the request needs is missing or busy (Chromium for screenshots, every capture slot), or the server is receiving too many bodies at once. */
            503: {
                headers: {
                    /** @description Identifies the request for support; the same id is in the server log. Absent when the server refuses the body before the API reads it (its size, or bodies in flight). */
                    "X-Request-Uuid"?: string;
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The service is unavailable."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    template: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The template uuid. */
                template: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The template (unwrapped). */
            200: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Template"];
                };
            };
            /** @description No token, or an unknown or revoked one. */
            401: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The token lacks `api_requests`, or the role policy refuses the action (or the signature is wrong, for signed URLs). */
            403: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Invalid ability provided."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown id, or one of another account. */
            404: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Not found."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (or too many request bodies in flight from this address). */
            429: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too Many Attempts."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault of the server: details only in its log, under the request id. */
            500: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Server Error"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The numeric id scoped to the account (the template's `id`). */
                template: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            200: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example Template deleted successfully. */
                        message: string;
                    };
                };
            };
            /** @description No token, or an unknown or revoked one. */
            401: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The token lacks `api_requests`, or the role policy refuses the action (or the signature is wrong, for signed URLs). */
            403: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Invalid ability provided."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown id, or one of another account. */
            404: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Not found."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (or too many request bodies in flight from this address). */
            429: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too Many Attempts."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault of the server: details only in its log, under the request id. */
            500: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Server Error"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The numeric id scoped to the account (the template's `id`). */
                template: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The motion (docs/rendering.md "Animation"): duration in ms, fps, loop; null makes the design still. */
                    animation?: components["schemas"]["Animation"] | null;
                    background_color?: string | null;
                    height?: number | null;
                    layers?: components["schemas"]["LayerInput"][] | null;
                    /** @description The design's message catalogs (docs/rendering.md "Locales"): `{default_locale, mirror_rtl, messages: {<locale>: {<key>: <ICU message>}}}`; null removes them. */
                    locales?: unknown;
                    /** @description A print template's PDF defaults (docs/rendering.md "Print defaults"): `{pdf_standard, bleed, crop_marks}`, each optional, in the render options' REST names; a PDF render of the template takes each one it does not give. Only for templates with a Print size preset. Null removes them. */
                    print?: components["schemas"]["PrintDefaults"] | null;
                    size?: string | null;
                    /** @description The design's other sizes (docs/rendering.md "Sizes"): at most 20 of `{name, width, height, layers}`, `layers` the properties each layer takes at that size by layer key; null removes them. */
                    sizes?: unknown;
                    title: string;
                    width?: number | null;
                };
            };
        };
        responses: {
            /** @description Updated. */
            200: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example Template updated successfully. */
                        message: string;
                    };
                };
            };
            /** @description The body is not valid JSON (or not valid multipart/form-data). */
            400: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The request body is not valid JSON."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No token, or an unknown or revoked one. */
            401: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The token lacks `api_requests`, or the role policy refuses the action (or the signature is wrong, for signed URLs). */
            403: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Invalid ability provided."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown id, or one of another account. */
            404: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Not found."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is too large. */
            413: {
                headers: {
                    /** @description Identifies the request for support; the same id is in the server log. Absent when the server refuses the body before the API reads it (its size, or bodies in flight). */
                    "X-Request-Uuid"?: string;
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The request body is too large."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Invalid input: `errors` names each invalid field by its request name, nested fields dotted. */
            422: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The template id field is required when collection id is not present.",
                     *       "errors": {
                     *         "template_id": [
                     *           "The template id field is required when collection id is not present."
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Too many requests (or too many request bodies in flight from this address). */
            429: {
                headers: {
                    /** @description Identifies the request for support; the same id is in the server log. Absent when the server refuses the body before the API reads it (its size, or bodies in flight). */
                    "X-Request-Uuid"?: string;
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too Many Attempts."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault of the server: details only in its log, under the request id. */
            500: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Server Error"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A part the request needs is missing or busy (Chromium for screenshots, every capture slot), or the server is receiving too many bodies at once. */
            503: {
                headers: {
                    /** @description Identifies the request for support; the same id is in the server log. Absent when the server refuses the body before the API reads it (its size, or bodies in flight). */
                    "X-Request-Uuid"?: string;
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The service is unavailable."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    templateVersions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The template uuid. */
                template: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The versions. */
            200: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["TemplateVersionSummary"][];
                    };
                };
            };
            /** @description No token, or an unknown or revoked one. */
            401: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The token lacks `api_requests`, or the role policy refuses the action (or the signature is wrong, for signed URLs). */
            403: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Invalid ability provided."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown id, or one of another account. */
            404: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Not found."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (or too many request bodies in flight from this address). */
            429: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too Many Attempts."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault of the server: details only in its log, under the request id. */
            500: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Server Error"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    templateVersion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The template uuid. */
                template: string;
                /** @description The version number (1, 2, ...). */
                version: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The version. */
            200: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["TemplateVersion"];
                    };
                };
            };
            /** @description No token, or an unknown or revoked one. */
            401: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The token lacks `api_requests`, or the role policy refuses the action (or the signature is wrong, for signed URLs). */
            403: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Invalid ability provided."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown id, or one of another account. */
            404: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Not found."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (or too many request bodies in flight from this address). */
            429: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too Many Attempts."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault of the server: details only in its log, under the request id. */
            500: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Server Error"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    templateVersionDiff: {
        parameters: {
            query?: {
                /** @description The version to compare with; default: the latest. */
                to?: number;
            };
            header?: never;
            path: {
                /** @description The template uuid. */
                template: string;
                /** @description The version number (1, 2, ...). */
                version: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The changes; empty when the designs are the same. */
            200: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            from: number;
                            to: number;
                            changes: string[];
                        };
                    };
                };
            };
            /** @description No token, or an unknown or revoked one. */
            401: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The token lacks `api_requests`, or the role policy refuses the action (or the signature is wrong, for signed URLs). */
            403: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Invalid ability provided."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown id, or one of another account. */
            404: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Not found."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (or too many request bodies in flight from this address). */
            429: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too Many Attempts."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault of the server: details only in its log, under the request id. */
            500: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Server Error"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    restoreTemplateVersion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The template uuid. */
                template: string;
                /** @description The version number (1, 2, ...). */
                version: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Restored: the new version. */
            200: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            version: number;
                        };
                        message: string;
                    };
                };
            };
            /** @description No token, or an unknown or revoked one. */
            401: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The token lacks `api_requests`, or the role policy refuses the action (or the signature is wrong, for signed URLs). */
            403: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Invalid ability provided."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown id, or one of another account. */
            404: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Not found."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (or too many request bodies in flight from this address). */
            429: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too Many Attempts."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault of the server: details only in its log, under the request id. */
            500: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Server Error"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    templateBundle: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The template uuid. */
                templateUuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The bundle. */
            200: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    /** @description `attachment; filename="<title>.zip"`. */
                    "Content-Disposition": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/zip": unknown;
                };
            };
            /** @description No token, or an unknown or revoked one. */
            401: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The token lacks `api_requests`, or the role policy refuses the action (or the signature is wrong, for signed URLs). */
            403: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Invalid ability provided."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown id, or one of another account. */
            404: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Not found."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (or too many request bodies in flight from this address). */
            429: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too Many Attempts."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault of the server: details only in its log, under the request id. */
            500: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Server Error"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    previewTemplate: {
        parameters: {
            query?: {
                /** @description Per-layer overrides, as `variants[i][key]=value`. */
                variants?: Record<string, never>[];
            };
            header?: never;
            path: {
                /** @description The template uuid. */
                templateUuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The preview page. */
            200: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    /** @description The page runs no script and loads only its images. */
                    "Content-Security-Policy": string;
                    /** @description `no-store`. */
                    "Cache-Control": string;
                    /** @description `nosniff`. */
                    "X-Content-Type-Options": string;
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description No token, or an unknown or revoked one. */
            401: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The token lacks `api_requests`, or the role policy refuses the action (or the signature is wrong, for signed URLs). */
            403: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Invalid ability provided."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown id, or one of another account. */
            404: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Not found."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Invalid input: `errors` names each invalid field by its request name, nested fields dotted. */
            422: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The template id field is required when collection id is not present.",
                     *       "errors": {
                     *         "template_id": [
                     *           "The template id field is required when collection id is not present."
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Too many requests (or too many request bodies in flight from this address). */
            429: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too Many Attempts."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault of the server: details only in its log, under the request id. */
            500: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Server Error"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    importTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description The bundle (ZIP). */
                    file: string;
                };
            };
        };
        responses: {
            /** @description Imported. */
            201: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            uuid: string;
                            title: string;
                        };
                        /** @example Template imported successfully. */
                        message: string;
                    };
                };
            };
            /** @description The body is not valid JSON (or not valid multipart/form-data). */
            400: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The request body is not valid JSON."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No token, or an unknown or revoked one. */
            401: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The token lacks `api_requests`, or the role policy refuses the action (or the signature is wrong, for signed URLs). */
            403: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Invalid ability provided."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A conflict: the idempotency key is in use by another kind of request, or in progress. */
            409: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "This idempotency key was used for a single snap: use a new key for a batch."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A multipart body sent without a Content-Length. */
            411: {
                headers: {
                    /** @description Identifies the request for support; the same id is in the server log. Absent when the server refuses the body before the API reads it (its size, or bodies in flight). */
                    "X-Request-Uuid"?: string;
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "A multipart request body needs a Content-Length header."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is too large. */
            413: {
                headers: {
                    /** @description Identifies the request for support; the same id is in the server log. Absent when the server refuses the body before the API reads it (its size, or bodies in flight). */
                    "X-Request-Uuid"?: string;
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The request body is too large."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The account has no credits left. */
            417: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "You have reached your snap quota."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Invalid input: `errors` names each invalid field by its request name, nested fields dotted. */
            422: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The template id field is required when collection id is not present.",
                     *       "errors": {
                     *         "template_id": [
                     *           "The template id field is required when collection id is not present."
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Too many requests (or too many request bodies in flight from this address). */
            429: {
                headers: {
                    /** @description Identifies the request for support; the same id is in the server log. Absent when the server refuses the body before the API reads it (its size, or bodies in flight). */
                    "X-Request-Uuid"?: string;
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too Many Attempts."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault of the server: details only in its log, under the request id. */
            500: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Server Error"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A part the request needs is missing or busy (Chromium for screenshots, every capture slot), or the server is receiving too many bodies at once. */
            503: {
                headers: {
                    /** @description Identifies the request for support; the same id is in the server log. Absent when the server refuses the body before the API reads it (its size, or bodies in flight). */
                    "X-Request-Uuid"?: string;
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The service is unavailable."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    importDesign: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description The design file. */
                    file: string;
                    /**
                     * @description Read from the bytes when absent.
                     * @enum {string}
                     */
                    kind?: "svg" | "psd" | "figma";
                    /** @description A Figma file: the one top-level frame to import (its name or node id); absent: every one. */
                    frame?: string;
                };
            };
        };
        responses: {
            /** @description Imported. */
            201: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {string} */
                            kind: "svg" | "psd" | "figma";
                            template: {
                                id: number;
                                uuid: string;
                                title: string;
                            };
                            report: {
                                layer: string | null;
                                message: string;
                            }[];
                            templates: {
                                template: {
                                    id: number;
                                    uuid: string;
                                    title: string;
                                };
                                report: {
                                    layer: string | null;
                                    message: string;
                                }[];
                            }[];
                        };
                        /** @example Design imported successfully. */
                        message: string;
                    };
                };
            };
            /** @description The body is not valid JSON (or not valid multipart/form-data). */
            400: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The request body is not valid JSON."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No token, or an unknown or revoked one. */
            401: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The token lacks `api_requests`, or the role policy refuses the action (or the signature is wrong, for signed URLs). */
            403: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Invalid ability provided."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A multipart body sent without a Content-Length. */
            411: {
                headers: {
                    /** @description Identifies the request for support; the same id is in the server log. Absent when the server refuses the body before the API reads it (its size, or bodies in flight). */
                    "X-Request-Uuid"?: string;
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "A multipart request body needs a Content-Length header."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is too large. */
            413: {
                headers: {
                    /** @description Identifies the request for support; the same id is in the server log. Absent when the server refuses the body before the API reads it (its size, or bodies in flight). */
                    "X-Request-Uuid"?: string;
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The request body is too large."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The account has no credits left. */
            417: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "You have reached your snap quota."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Invalid input: `errors` names each invalid field by its request name, nested fields dotted. */
            422: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The template id field is required when collection id is not present.",
                     *       "errors": {
                     *         "template_id": [
                     *           "The template id field is required when collection id is not present."
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Too many requests (or too many request bodies in flight from this address). */
            429: {
                headers: {
                    /** @description Identifies the request for support; the same id is in the server log. Absent when the server refuses the body before the API reads it (its size, or bodies in flight). */
                    "X-Request-Uuid"?: string;
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too Many Attempts."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault of the server: details only in its log, under the request id. */
            500: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Server Error"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A part the request needs is missing or busy (Chromium for screenshots, every capture slot), or the server is receiving too many bodies at once. */
            503: {
                headers: {
                    /** @description Identifies the request for support; the same id is in the server log. Absent when the server refuses the body before the API reads it (its size, or bodies in flight). */
                    "X-Request-Uuid"?: string;
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The service is unavailable."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    templateSizes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every preset, accepted as `size` on template writes. */
            200: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SizePreset"][];
                    };
                };
            };
            /** @description No token, or an unknown or revoked one. */
            401: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The token lacks `api_requests`, or the role policy refuses the action (or the signature is wrong, for signed URLs). */
            403: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Invalid ability provided."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (or too many request bodies in flight from this address). */
            429: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too Many Attempts."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault of the server: details only in its log, under the request id. */
            500: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Server Error"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    starterDesigns: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every starter design; its pictures are files of this server. */
            200: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["StarterDesign"][];
                    };
                };
            };
            /** @description No token, or an unknown or revoked one. */
            401: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The token lacks `api_requests`, or the role policy refuses the action (or the signature is wrong, for signed URLs). */
            403: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Invalid ability provided."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (or too many request bodies in flight from this address). */
            429: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too Many Attempts."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault of the server: details only in its log, under the request id. */
            500: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Server Error"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    usage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The usage (unwrapped). */
            200: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        period_available_requests: number;
                        /** Format: date-time */
                        period_end_date: string;
                        period_purchased_requests: number;
                        /** Format: date-time */
                        period_start_date: string;
                        period_used_requests: number;
                    };
                };
            };
            /** @description No token, or an unknown or revoked one. */
            401: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The token lacks `api_requests`, or the role policy refuses the action (or the signature is wrong, for signed URLs). */
            403: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Invalid ability provided."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (or too many request bodies in flight from this address). */
            429: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too Many Attempts."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault of the server: details only in its log, under the request id. */
            500: {
                headers: {
                    "X-Request-Uuid": components["headers"]["RequestUuid"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Server Error"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
}
