#include "domains/electrical.hpp"
#include "domains/multibody.hpp"
#include "domains/rotational.hpp"
#include "domains/signal.hpp"
#include "domains/thermal.hpp"
#include "domains/translational.hpp"

namespace acausal {

const ConnectorType& electrical::pin_type() {
  static const ConnectorType t{
      "electrical", {{"v", ConnectorRole::Across, "V"}, {"i", ConnectorRole::Flow, "A"}}};
  return t;
}

electrical::Pin electrical::declare_pin(Component& c, std::string name) {
  const Port& p = c.declare_port(std::move(name), pin_type());
  return {&p, p.variables()[0], p.variables()[1]};
}

const ConnectorType& rotational::flange_type() {
  static const ConnectorType t{
      "rotational", {{"phi", ConnectorRole::Across, "rad"}, {"tau", ConnectorRole::Flow, "N.m"}}};
  return t;
}

rotational::Flange rotational::declare_flange(Component& c, std::string name) {
  const Port& p = c.declare_port(std::move(name), flange_type());
  return {&p, p.variables()[0], p.variables()[1]};
}

const ConnectorType& translational::flange_type() {
  static const ConnectorType t{
      "translational", {{"s", ConnectorRole::Across, "m"}, {"f", ConnectorRole::Flow, "N"}}};
  return t;
}

translational::Flange translational::declare_flange(Component& c, std::string name) {
  const Port& p = c.declare_port(std::move(name), flange_type());
  return {&p, p.variables()[0], p.variables()[1]};
}

const ConnectorType& thermal::heat_port_type() {
  static const ConnectorType t{
      "thermal", {{"T", ConnectorRole::Across, "K"}, {"Q_flow", ConnectorRole::Flow, "W"}}};
  return t;
}

thermal::HeatPort thermal::declare_heat_port(Component& c, std::string name) {
  const Port& p = c.declare_port(std::move(name), heat_port_type());
  return {&p, p.variables()[0], p.variables()[1]};
}

const ConnectorType& multibody::frame_type() {
  static const ConnectorType t{"multibody frame", {}, &multibody::assemble_mechanisms};
  return t;
}

multibody::Frame multibody::declare_frame(Component& c, std::string name) {
  return {&c.declare_port(std::move(name), frame_type())};
}

const ConnectorType& signal::real_type() {
  static const ConnectorType t{"signal", {{"", ConnectorRole::Signal, ""}}};
  return t;
}

signal::RealSignal signal::declare_input(Component& c, std::string name) {
  const Port& p = c.declare_port(std::move(name), real_type(), PortDirection::Input);
  return {&p, p.variables()[0]};
}

signal::RealSignal signal::declare_output(Component& c, std::string name) {
  const Port& p = c.declare_port(std::move(name), real_type(), PortDirection::Output);
  return {&p, p.variables()[0]};
}

}  // namespace acausal
