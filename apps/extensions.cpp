#include "apps/extensions.hpp"

#include "apps/extension_list.hpp"

namespace acausal::apps {

std::vector<std::unique_ptr<Extension>> builtin_extensions() {
  std::vector<std::unique_ptr<Extension>> out;
#ifdef ACAUSAL_HAVE_URDF
  out.push_back(urdf_extension());
#endif
#ifdef ACAUSAL_HAVE_FMI
  out.push_back(fmu_export_extension());
#endif
  return out;
}

}  // namespace acausal::apps
