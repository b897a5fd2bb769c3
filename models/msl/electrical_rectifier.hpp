#pragma once
#include <memory>

#include "core/model/model.hpp"

namespace acausal::models::msl {

/// Modelica.Electrical.Analog.Examples.Rectifier (MSL 4.0.0): a B6 diode
/// bridge of six ideal diodes fed by a star-connected 400 V / 50 Hz
/// three-phase source through line inductors, charging a split DC-link
/// capacitor loaded by a 500 A current sink.
std::unique_ptr<Model> electrical_rectifier();

}  // namespace acausal::models::msl
