#include "components/multibody/spherical.hpp"

#include <fmt/format.h>

namespace acausal::multibody {

Spherical::Spherical(ComponentContext ctx, Params p)
    : Component(std::move(ctx)),
      frame_a(declare_frame(*this, "frame_a")),
      frame_b(declare_frame(*this, "frame_b")) {
  const auto [x, y, z] = p.sequence;
  if (x < 1 || x > 3 || y < 1 || y > 3 || z < 1 || z > 3 || x == y || y == z || x == z)
    throw ModelError(fmt::format(
        "Spherical '{}': sequence = {{{}, {}, {}}} is not an order of the axes 1, 2, 3. Set "
        "{}.sequence to a permutation of {{1, 2, 3}} (e.g. {{1, 2, 3}}).",
        path(), x, y, z, path()));
  const Frame* previous = &frame_a;
  for (const int axis : p.sequence) {
    Vector3d n{0, 0, 0};
    n[static_cast<std::size_t>(axis - 1)] = 1;
    const char* name = axis == 1 ? "rx" : axis == 2 ? "ry" : "rz";
    auto& joint = add<Revolute>(name, Revolute::Params{.n = n, .state_select = p.state_select});
    connect(*previous, joint.frame_a);
    previous = &joint.frame_b;
  }
  connect(*previous, frame_b);
}

}  // namespace acausal::multibody
