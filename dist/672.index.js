export const id = 672;
export const ids = [672];
export const modules = {

/***/ 9672:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  CLASSIFIER_SIDE: () => (/* reexport */ CLASSIFIER_SIDE),
  NUDITY_MODEL: () => (/* reexport */ NUDITY_MODEL),
  PictureDecodeError: () => (/* reexport */ PictureDecodeError),
  loadNudityClassifier: () => (/* reexport */ loadNudityClassifier),
  toClassifierInput: () => (/* reexport */ toClassifierInput)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: external "node:url"
var external_node_url_ = __webpack_require__(3136);
// EXTERNAL MODULE: ./src/engine/image/nsfw-findings.js
var nsfw_findings = __webpack_require__(6671);
;// CONCATENATED MODULE: ./src/engine/image/nsfw-model.js

/** Loads `model` from the definitions bundled in the package, without nsfwjs's console line. */
async function loadNsfwModel(tf, load, ...[model, options]) {
    tf.enableProdMode();
    // nsfwjs announces the bundled model on the console at every load; keep the logs clean.
    const info = console.info;
    console.info = () => { };
    const nsfw = await load(model, options).finally(() => {
        console.info = info;
    });
    return {
        async classify(rgb, side) {
            const input = tf.tensor3d(rgb, [side, side, 3], 'int32');
            try {
                return (0,nsfw_findings/* scoresOf */.xt)(await nsfw.classify(input));
            }
            finally {
                input.dispose();
            }
        },
        dispose() {
            nsfw.dispose();
        },
    };
}

;// CONCATENATED MODULE: ./src/action/nudity/classifier.js
// The service's nudity classifier (nsfwjs, MobileNetV2) on the TensorFlow.js WebAssembly
// backend, loaded once per run from files inside the bundle: no native binary, no network.



/** The service's default model (src/engine/image/classifier.ts). */
const NUDITY_MODEL = 'MobileNetV2';
// A symbolic link to the package's file, so the build copies it beside the emitted module and
// ncc emits it as an asset of dist/ (a path into node_modules would not reach the bundle). Only
// the SIMD build is shipped: Node 24 always has WebAssembly SIMD, and tfjs never picks its
// threaded build on Node.
const WASM = __webpack_require__.ab + "tfjs-backend-wasm-simd.wasm";
async function loadNudityClassifier() {
    // ESM imports, as the service does: the CommonJS builds take seconds to load the weights.
    const tf = await Promise.all(/* import() */[__webpack_require__.e(752), __webpack_require__.e(692)]).then(__webpack_require__.t.bind(__webpack_require__, 7692, 19));
    const wasm = await Promise.all(/* import() */[__webpack_require__.e(752), __webpack_require__.e(404)]).then(__webpack_require__.t.bind(__webpack_require__, 3404, 19));
    const { load } = await Promise.all(/* import() */[__webpack_require__.e(752), __webpack_require__.e(692), __webpack_require__.e(190)]).then(__webpack_require__.bind(__webpack_require__, 4190));
    const { MobileNetV2Model } = await __webpack_require__.e(/* import() */ 809).then(__webpack_require__.bind(__webpack_require__, 6809));
    // ncc's asset relocator turns the URL into a plain path inside dist/.
    const path = typeof WASM === 'string' ? WASM : (0,external_node_url_.fileURLToPath)(WASM);
    wasm.setWasmPaths({ 'tfjs-backend-wasm.wasm': path, 'tfjs-backend-wasm-simd.wasm': path, 'tfjs-backend-wasm-threaded-simd.wasm': path });
    // Bundled, the backend's ES module build runs Emscripten code that reads `__dirname`, which an
    // ES module lacks; the value is unused (the paths above are absolute), it only has to exist.
    const scope = globalThis;
    const hadDirname = '__dirname' in scope;
    if (!hadDirname)
        scope.__dirname = (0,external_node_path_.dirname)(path);
    try {
        if (!(await tf.setBackend('wasm')))
            throw new Error('the TensorFlow.js wasm backend did not start');
        await tf.ready();
    }
    finally {
        if (!hadDirname)
            delete scope.__dirname;
    }
    return loadNsfwModel(tf, load, NUDITY_MODEL, { modelDefinitions: [MobileNetV2Model] });
}

// EXTERNAL MODULE: ../../node_modules/jpeg-js/index.js
var jpeg_js = __webpack_require__(7354);
// EXTERNAL MODULE: ../../node_modules/pngjs/lib/png.js
var lib_png = __webpack_require__(2051);
;// CONCATENATED MODULE: ./src/action/nudity/pixels.js
// Decodes a PNG or JPEG with pure-JS decoders (no native binary, so it runs from the bundle)
// and resizes it to the classifier's square input, as the service does with sharp.


/** The classifier's input side, in pixels (the service's CLASSIFIER_SIDE). */
const CLASSIFIER_SIDE = 224;
/** Thrown when the bytes cannot be decoded (corrupt or truncated). */
class PictureDecodeError extends Error {
    code = 'invalid_image';
    name = 'PictureDecodeError';
}
function decode(bytes, header, maxPixels) {
    try {
        if (header.format === 'png') {
            // Any bit depth, palette and interlacing come out as 8-bit RGBA; a bad CRC or a short file throws.
            const png = lib_png/* PNG */.O.sync.read(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
            return { data: png.data, width: png.width, height: png.height };
        }
        // Not tolerant: a truncated JPEG fails as it does with the service (sharp's failOn: 'error').
        const image = jpeg_js.decode(bytes, {
            useTArray: true,
            formatAsRGBA: true,
            tolerantDecoding: false,
            maxResolutionInMP: maxPixels / 1e6,
            maxMemoryUsageInMB: Math.ceil((maxPixels * 4 * 2) / 1e6),
        });
        return image;
    }
    catch (cause) {
        const reason = cause instanceof Error ? cause.message : String(cause);
        throw new PictureDecodeError(`the ${header.format === 'png' ? 'PNG' : 'JPEG'} cannot be decoded (${reason})`, { cause });
    }
}
/**
 * RGB bytes of `side` x `side`, stretched to the square like nsfwjs and the service (fit: fill),
 * alpha flattened on white. Each output pixel averages the source pixels it covers, so a large
 * picture is not aliased the way point sampling would alias it.
 */
function toClassifierInput(bytes, header, maxPixels, side = CLASSIFIER_SIDE) {
    const image = decode(bytes, header, maxPixels);
    if (image.width !== header.width || image.height !== header.height)
        throw new PictureDecodeError('the decoded size differs from the header');
    const out = new Uint8Array(side * side * 3);
    const xScale = image.width / side;
    const yScale = image.height / side;
    for (let oy = 0; oy < side; oy++) {
        const y0 = Math.floor(oy * yScale);
        const y1 = Math.max(y0 + 1, Math.min(image.height, Math.ceil((oy + 1) * yScale)));
        for (let ox = 0; ox < side; ox++) {
            const x0 = Math.floor(ox * xScale);
            const x1 = Math.max(x0 + 1, Math.min(image.width, Math.ceil((ox + 1) * xScale)));
            let r = 0;
            let g = 0;
            let b = 0;
            for (let y = y0; y < y1; y++) {
                let i = (y * image.width + x0) * 4;
                for (let x = x0; x < x1; x++, i += 4) {
                    const a = (image.data[i + 3] ?? 255) / 255;
                    const white = 255 * (1 - a);
                    r += (image.data[i] ?? 0) * a + white;
                    g += (image.data[i + 1] ?? 0) * a + white;
                    b += (image.data[i + 2] ?? 0) * a + white;
                }
            }
            const n = (y1 - y0) * (x1 - x0);
            const o = (oy * side + ox) * 3;
            out[o] = Math.round(r / n);
            out[o + 1] = Math.round(g / n);
            out[o + 2] = Math.round(b / n);
        }
    }
    return out;
}

;// CONCATENATED MODULE: ./src/action/nudity/index.js
// The in-process nudity check of PNG and JPEG images, loaded with a dynamic import only by a run
// that has such an image, so that other runs do not pay for TensorFlow.js and the model.




/***/ })

};
