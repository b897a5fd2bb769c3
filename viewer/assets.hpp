#pragma once
// The files a view page is made of, embedded in the binary at build time:
// the page template and its script (viewer/page/), and three.js with the
// OrbitControls addon from node_modules (npm package `three`).
#include <string_view>

namespace acausal::viewer {

struct PageAssets {
  std::string_view page;            // viewer/page/index.html
  std::string_view app;             // viewer/page/viewer.js
  std::string_view three_core;      // three/build/three.core.js
  std::string_view three_module;    // three/build/three.module.js
  std::string_view orbit_controls;  // three/examples/jsm/controls/OrbitControls.js
};

/// Whether this build embeds three.js (node_modules/three was there when CMake ran).
bool has_three();

const PageAssets& page_assets();

}  // namespace acausal::viewer
