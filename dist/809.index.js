export const id = 809;
export const ids = [809];
export const modules = {

/***/ 6809:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  MobileNetV2Model: () => (/* binding */ MobileNetV2Model)
});

;// CONCATENATED MODULE: ../../node_modules/nsfwjs/dist/esm/model_imports/mobilenet_v2.js
var modelJson = function () {
    return __webpack_require__.e(/* import() */ 718).then(__webpack_require__.t.bind(__webpack_require__, 8718, 19));
};
var weightBundles = [
    function () { return __webpack_require__.e(/* import() */ 917).then(__webpack_require__.t.bind(__webpack_require__, 4917, 19)); },
];
//# sourceMappingURL=mobilenet_v2.js.map
;// CONCATENATED MODULE: ../../node_modules/nsfwjs/dist/esm/models/mobilenet_v2.js

var MobileNetV2Model = {
    name: "MobileNetV2",
    numOfWeightBundles: 1,
    modelJson: modelJson,
    weightBundles: weightBundles,
};
//# sourceMappingURL=mobilenet_v2.js.map

/***/ })

};
