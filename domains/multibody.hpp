#pragma once
// Multibody frame connector. A frame carries no variables of its own: the
// frames connected together form one physical frame (a node of the kinematic
// graph), and the mechanism assembler (components/multibody/mechanism.cpp)
// compiles the whole graph into joint-space equations of motion at flatten
// time (docs/decisions.md, "Multibody").
#include "core/model/component.hpp"

namespace acausal::multibody {

const ConnectorType& frame_type();

struct Frame {
  const Port* port;
  operator const Port&() const { return *port; }  // NOLINT: lets connect() take it
};

Frame declare_frame(Component& c, std::string name);

/// The frame type's assembler: builds the kinematic graph of every multibody
/// component of `model` and appends the equations of motion to `flat`.
void assemble_mechanisms(const Model& model, FlatSystem& flat);

}  // namespace acausal::multibody
