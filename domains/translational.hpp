#pragma once
// Translational flange: absolute position s [m] (across) and cut force f [N]
// (flow), positive when acting ON the component through the flange (MSL).
#include "core/model/component.hpp"

namespace acausal::translational {

const ConnectorType& flange_type();

struct Flange {
  const Port* port;
  operator const Port&() const { return *port; }  // NOLINT: lets connect() take it
  Expr s;
  Expr f;
};

Flange declare_flange(Component& c, std::string name);

}  // namespace acausal::translational
