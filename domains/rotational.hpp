#pragma once
// Rotational flange: absolute angle phi [rad] (across) and cut torque tau
// [N.m] (flow), positive when acting ON the component through the flange
// (MSL convention: a torque flowing into the component).
#include "core/model/component.hpp"

namespace acausal::rotational {

const ConnectorType& flange_type();

struct Flange {
  const Port* port;
  operator const Port&() const { return *port; }  // NOLINT: lets connect() take it
  Expr phi;
  Expr tau;
};

Flange declare_flange(Component& c, std::string name);

}  // namespace acausal::rotational
