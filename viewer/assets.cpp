#include "viewer/assets.hpp"

#include "viewer/assets_stamp.hpp"  // hashes of the embedded files: a changed file recompiles this

// Each file becomes a read-only symbol pair <name>_begin/<name>_end (GNU as .incbin).
#define ACAUSAL_EMBED(name, file)                                                                \
  __asm__(".section .rodata\n.global " #name "_begin\n.global " #name "_end\n.balign 16\n" #name \
          "_begin:\n.incbin \"" file "\"\n" #name "_end:\n.byte 0\n.previous\n");                \
  extern "C" const char name##_begin[];                                                          \
  extern "C" const char name##_end[];

ACAUSAL_EMBED(acausal_viewer_page, ACAUSAL_VIEWER_PAGE_DIR "/index.html")
ACAUSAL_EMBED(acausal_viewer_app, ACAUSAL_VIEWER_PAGE_DIR "/viewer.js")
#ifdef ACAUSAL_VIEWER_THREE_DIR
ACAUSAL_EMBED(acausal_viewer_three_core, ACAUSAL_VIEWER_THREE_DIR "/build/three.core.js")
ACAUSAL_EMBED(acausal_viewer_three_module, ACAUSAL_VIEWER_THREE_DIR "/build/three.module.js")
ACAUSAL_EMBED(acausal_viewer_orbit_controls,
              ACAUSAL_VIEWER_THREE_DIR "/examples/jsm/controls/OrbitControls.js")
#endif

namespace acausal::viewer {
namespace {

std::string_view span(const char* begin, const char* end) {
  return {begin, static_cast<std::size_t>(end - begin)};
}

}  // namespace

bool has_three() {
#ifdef ACAUSAL_VIEWER_THREE_DIR
  return true;
#else
  return false;
#endif
}

const PageAssets& page_assets() {
  static const PageAssets assets{
      .page = span(acausal_viewer_page_begin, acausal_viewer_page_end),
      .app = span(acausal_viewer_app_begin, acausal_viewer_app_end),
#ifdef ACAUSAL_VIEWER_THREE_DIR
      .three_core = span(acausal_viewer_three_core_begin, acausal_viewer_three_core_end),
      .three_module = span(acausal_viewer_three_module_begin, acausal_viewer_three_module_end),
      .orbit_controls =
          span(acausal_viewer_orbit_controls_begin, acausal_viewer_orbit_controls_end),
#else
      .three_core = {},
      .three_module = {},
      .orbit_controls = {},
#endif
  };
  return assets;
}

}  // namespace acausal::viewer
