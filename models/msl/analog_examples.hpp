#pragma once
// MSL 4.0.0 Electrical.Analog.Examples built from the library's parts.
#include <memory>

#include "core/model/model.hpp"

namespace acausal::models::msl {

/// ShowVariableResistor: a 1 V, 1 Hz sine across two branches, three 1 Ohm
/// resistors against two with a VariableResistor between them whose
/// resistance ramps from 2 to 7 Ohm over 2 s.
std::unique_ptr<Model> analog_show_variable_resistor();
std::unique_ptr<Model> analog_characteristic_ideal_diodes();
// models/msl/analog_thyristor_examples.cpp
std::unique_ptr<Model> analog_characteristic_thyristors();
std::unique_ptr<Model> analog_ideal_triac_circuit();
// models/msl/analog_resonance_examples.cpp
std::unique_ptr<Model> analog_series_resonance();
std::unique_ptr<Model> analog_parallel_resonance();

/// CauerLowPassAnalog: a fifth-order Cauer (elliptic) low pass of capacitors
/// and inductors between two 1 Ohm resistors, fed a 1 V step at t = 1 s.
std::unique_ptr<Model> analog_cauer_low_pass_analog();

/// CauerLowPassOPV: the same filter as a chain of ideal op-amp integrators
/// (IdealOpAmp3Pin), fed a -1 V step at t = 1 s.
std::unique_ptr<Model> analog_cauer_low_pass_opv();

}  // namespace acausal::models::msl
